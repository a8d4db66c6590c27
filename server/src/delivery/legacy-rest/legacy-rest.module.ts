import { Module } from '@nestjs/common';
import { DOMAIN_MODULES } from 'src/domain-modules.js';
import { ActivityController } from './activity.controller.js';
import { CategoriesController } from './categories.controller.js';
import { CustomerPlansController } from './customer-plans.controller.js';
import { CustomersController } from './customers.controller.js';
import { EventsController } from './events.controller.js';
import { FeaturesController } from './features.controller.js';
import { LegacyImageMapper } from './mappers.js';
import { OrderCallsController } from './order-calls.controller.js';
import { OrdersController } from './orders.controller.js';
import { PlansController } from './plans.controller.js';
import { PublicController } from './public.controller.js';
import { RestContext } from './rest-context.js';
import { SessionsController } from './sessions.controller.js';
import { ThemesController } from './themes.controller.js';
import { TwoFactorLoginController } from './two-factor-login.controller.js';
import { TwoFactorResetController } from './two-factor-reset.controller.js';
import { UsersController } from './users.controller.js';
import { WorkSamplesController } from './work-samples.controller.js';

/**
 * The REST compatibility facade: every /api path of the legacy client, translated onto the same
 * services the GraphQL resolvers call. Controllers translate paths, payloads, names and status
 * codes only; rules live in the services and the shared input classes.
 */
@Module({
  imports: DOMAIN_MODULES,
  controllers: [
    PublicController,
    SessionsController,
    TwoFactorLoginController,
    UsersController,
    TwoFactorResetController,
    ThemesController,
    CategoriesController,
    PlansController,
    FeaturesController,
    CustomersController,
    CustomerPlansController,
    OrdersController,
    OrderCallsController,
    EventsController,
    WorkSamplesController,
    ActivityController,
  ],
  providers: [RestContext, LegacyImageMapper],
})
export class LegacyRestModule {}
