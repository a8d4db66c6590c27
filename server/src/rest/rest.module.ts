import { Module } from '@nestjs/common';
import { AdminsModule } from 'src/modules/admins/admins.module.js';
import { AuthModule } from 'src/modules/auth/auth.module.js';
import { CategoriesModule } from 'src/modules/categories/categories.module.js';
import { CustomerPlansModule } from 'src/modules/customer-plans/customer-plans.module.js';
import { CustomersModule } from 'src/modules/customers/customers.module.js';
import { FeaturesModule } from 'src/modules/features/features.module.js';
import { OrdersModule } from 'src/modules/orders/orders.module.js';
import { PlansModule } from 'src/modules/plans/plans.module.js';
import { ThemesModule } from 'src/modules/themes/themes.module.js';
import { WorkSamplesModule } from 'src/modules/work-samples/work-samples.module.js';
import { CategoriesController } from './categories.controller.js';
import { CustomersController } from './customers.controller.js';
import { FeaturesController } from './features.controller.js';
import { LegacyImageMapper } from './mappers.js';
import { OrdersController } from './orders.controller.js';
import { PlansController } from './plans.controller.js';
import { PublicController } from './public.controller.js';
import { RestContext } from './rest-context.js';
import { ThemesController } from './themes.controller.js';
import { UsersController } from './users.controller.js';
import { WorkSamplesController } from './work-samples.controller.js';

/**
 * The REST compatibility facade: every /api path of the legacy client, translated onto the same
 * services the GraphQL resolvers call. Controllers translate paths, payloads, names and status
 * codes only; rules live in the services and the shared input classes.
 */
@Module({
  imports: [
    AdminsModule,
    AuthModule,
    CategoriesModule,
    CustomerPlansModule,
    CustomersModule,
    FeaturesModule,
    OrdersModule,
    PlansModule,
    ThemesModule,
    WorkSamplesModule,
  ],
  controllers: [
    PublicController,
    UsersController,
    ThemesController,
    CategoriesController,
    PlansController,
    FeaturesController,
    CustomersController,
    OrdersController,
    WorkSamplesController,
  ],
  providers: [RestContext, LegacyImageMapper],
})
export class RestModule {}
