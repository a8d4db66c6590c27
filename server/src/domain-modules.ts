import { ActivityModule } from './reactions/activity/activity.module.js';
import { AdminsModule } from './domain/admins/admins.module.js';
import { ApiTokensModule } from './domain/api-tokens/api-tokens.module.js';
import { AuthModule } from './domain/auth/auth.module.js';
import { CategoriesModule } from './domain/categories/categories.module.js';
import { CustomerPlansModule } from './domain/customer-plans/customer-plans.module.js';
import { CustomersModule } from './domain/customers/customers.module.js';
import { DashboardModule } from './domain/dashboard/dashboard.module.js';
import { EventLogModule } from './reactions/event-log/event-log.module.js';
import { ExportsModule } from './delivery/exports/exports.module.js';
import { FeaturesModule } from './domain/features/features.module.js';
import { FilesModule } from './platform/files/files.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { OrdersModule } from './domain/orders/orders.module.js';
import { NotificationsModule } from './reactions/notifications/notifications.module.js';
import { PlansModule } from './domain/plans/plans.module.js';
import { PreferencesModule } from './domain/preferences/preferences.module.js';
import { SiteModule } from './delivery/site/site.module.js';
import { SiteSettingsModule } from './domain/site-settings/site-settings.module.js';
import { TrashModule } from './domain/trash/trash.module.js';
import { ThemesModule } from './domain/themes/themes.module.js';
import { TwoFactorModule } from './domain/two-factor/two-factor.module.js';
import { WebhooksModule } from './reactions/webhooks/webhooks.module.js';
import { WorkSamplesModule } from './domain/work-samples/work-samples.module.js';

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
  EventLogModule,
  ExportsModule,
  FeaturesModule,
  FilesModule,
  HealthModule,
  NotificationsModule,
  OrdersModule,
  PlansModule,
  PreferencesModule,
  SiteModule,
  SiteSettingsModule,
  ThemesModule,
  TrashModule,
  TwoFactorModule,
  WebhooksModule,
  WorkSamplesModule,
];
