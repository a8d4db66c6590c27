import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { AdminPreferences, NotificationChannels } from './dto/admin-preferences.output.js';
import { UpdatePreferencesInput } from './dto/update-preferences.input.js';
import { PreferencesService } from './preferences.service.js';

/** Each admin reads and changes only their own preferences: no id is taken. */
@Resolver(() => AdminPreferences)
export class PreferencesResolver {
  constructor(private readonly preferences: PreferencesService) {}

  @Query(() => AdminPreferences, { description: "The caller's back-office preferences (defaults until changed)." })
  myPreferences(@CurrentUser() user: AuthUser): Promise<AdminPreferences> {
    return this.preferences.of(user.id);
  }

  @Query(() => NotificationChannels, { description: 'Where e-mail and SMS notifications reach the caller, and which channels are set up.' })
  myNotificationChannels(@CurrentUser() user: AuthUser): Promise<NotificationChannels> {
    return this.preferences.channels(user.id);
  }

  @Mutation(() => AdminPreferences, { description: "Changes the caller's back-office preferences." })
  updateMyPreferences(@Args('input') input: UpdatePreferencesInput, @CurrentUser() user: AuthUser): Promise<AdminPreferences> {
    return this.preferences.update(user.id, input);
  }
}
