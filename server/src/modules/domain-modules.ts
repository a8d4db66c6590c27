import { ActivityModule } from './activity/activity.module.js';
import { AdminsModule } from './admins/admins.module.js';
import { ApiTokensModule } from './api-tokens/api-tokens.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { CustomerPlansModule } from './customer-plans/customer-plans.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { FeaturesModule } from './features/features.module.js';
import { FilesModule } from './files/files.module.js';
import { HealthModule } from './health/health.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PlansModule } from './plans/plans.module.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { SiteModule } from './site/site.module.js';
import { SiteSettingsModule } from './site-settings/site-settings.module.js';
import { TrashModule } from './trash/trash.module.js';
import { ThemesModule } from './themes/themes.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { WorkSamplesModule } from './work-samples/work-samples.module.js';

/** Every domain module: the app mounts them all, and the REST facade uses their services. */
export const DOMAIN_MODULES = [
  ActivityModule,
  AdminsModule,
  ApiTokensModule,
  AuthModule,
  CategoriesModule,
  CustomerPlansModule,
  CustomersModule,
  DashboardModule,
  ExportsModule,
  FeaturesModule,
  FilesModule,
  HealthModule,
  OrdersModule,
  PlansModule,
  PreferencesModule,
  SiteModule,
  SiteSettingsModule,
  ThemesModule,
  TrashModule,
  WebhooksModule,
  WorkSamplesModule,
];
