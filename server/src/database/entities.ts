import { ActivityLog } from 'src/reactions/activity/activity-log.entity.js';
import { ApiToken } from 'src/domain/api-tokens/api-token.entity.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Feature } from 'src/domain/features/feature.entity.js';
import { IdempotencyRecord } from 'src/delivery/idempotency/idempotency-record.entity.js';
import { Order } from 'src/domain/orders/order.entity.js';
import { OrderSeen } from 'src/domain/orders/order-seen.entity.js';
import { OrderCall } from 'src/domain/orders/calls/order-call.entity.js';
import { EventLogCounter, EventLogEntry } from 'src/reactions/event-log/event-log.entity.js';
import { FaqItem } from 'src/domain/site-settings/faq-item.entity.js';
import { SiteSettings } from 'src/domain/site-settings/site-settings.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { AdminPreference } from 'src/domain/preferences/admin-preference.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { AdminTwoFactor } from 'src/domain/two-factor/admin-two-factor.entity.js';
import { RecoveryCode } from 'src/domain/two-factor/recovery-code.entity.js';
import { NotificationDelivery } from 'src/reactions/notifications/notification-delivery.entity.js';
import { WebhookDelivery } from 'src/reactions/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from 'src/reactions/webhooks/webhook-endpoint.entity.js';
import { WebhookExpiryNotice } from 'src/reactions/webhooks/webhook-expiry-notice.entity.js';
import { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';

export const ENTITIES = [
  ActivityLog,
  Admin,
  AdminPreference,
  AdminTwoFactor,
  ApiToken,
  Category,
  Customer,
  CustomerPlan,
  EventLogCounter,
  EventLogEntry,
  FaqItem,
  Feature,
  IdempotencyRecord,
  Order,
  OrderSeen,
  OrderCall,
  Plan,
  RecoveryCode,
  SiteSettings,
  Theme,
  NotificationDelivery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookExpiryNotice,
  WorkSample,
];
