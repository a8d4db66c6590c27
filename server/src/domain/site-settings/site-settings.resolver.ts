import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { CreateFaqItemInput } from './dto/create-faq-item.input.js';
import { UpdateFaqItemInput } from './dto/update-faq-item.input.js';
import { UpdateSiteSettingsInput } from './dto/update-site-settings.input.js';
import { FaqItem } from './faq-item.entity.js';
import { SiteSettings } from './site-settings.entity.js';
import { SiteSettingsService } from './site-settings.service.js';

@Resolver()
export class SiteSettingsResolver {
  constructor(private readonly service: SiteSettingsService) {}

  @Query(() => FaqItem, { description: 'One question, to edit. Superadmins only.' })
  faqItem(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<FaqItem> {
    return this.service.get(id, user);
  }

  @Mutation(() => SiteSettings, { description: 'Superadmins only. Fields left out keep their value; an empty string hides the element.' })
  updateSiteSettings(@Args('input') input: UpdateSiteSettingsInput, @CurrentUser() user: AuthUser): Promise<SiteSettings> {
    return this.service.update(input, user);
  }

  @Mutation(() => FaqItem, { description: 'Added last. Superadmins only.' })
  createFaqItem(@Args('input') input: CreateFaqItemInput, @CurrentUser() user: AuthUser): Promise<FaqItem> {
    return this.service.createFaqItem(input, user);
  }

  @Mutation(() => FaqItem, { description: 'Superadmins only.' })
  updateFaqItem(
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: UpdateFaqItemInput,
    @CurrentUser() user: AuthUser,
  ): Promise<FaqItem> {
    return this.service.updateFaqItem(id, input, user);
  }

  @Mutation(() => FaqItem, { description: 'Removed at once (a question is retyped in a moment). Superadmins only.' })
  deleteFaqItem(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<FaqItem> {
    return this.service.deleteFaqItem(id, user);
  }

  @Mutation(() => [FaqItem], { description: 'Puts the questions in this order; the list must name each question once. Superadmins only.' })
  sortFaqItems(@Args('ids', { type: () => [Int] }) ids: number[], @CurrentUser() user: AuthUser): Promise<FaqItem[]> {
    return this.service.sortFaqItems(ids, user);
  }
}
