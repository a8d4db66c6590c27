import { ActivityLog } from 'src/modules/activity/activity-log.entity.js';
import { ApiToken } from 'src/modules/api-tokens/api-token.entity.js';
import { Admin } from 'src/modules/admins/admin.entity.js';
import { Category } from 'src/modules/categories/category.entity.js';
import { CustomerPlan } from 'src/modules/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/modules/customers/customer.entity.js';
import { Feature } from 'src/modules/features/feature.entity.js';
import { IdempotencyRecord } from 'src/modules/idempotency/idempotency-record.entity.js';
import { Order } from 'src/modules/orders/order.entity.js';
import { OrderSeen } from 'src/modules/orders/order-seen.entity.js';
import { OrderCall } from 'src/modules/orders/calls/order-call.entity.js';
import { FaqItem } from 'src/modules/site-settings/faq-item.entity.js';
import { SiteSettings } from 'src/modules/site-settings/site-settings.entity.js';
import { DutyRotation } from 'src/modules/orders/duty-rotation.entity.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { AdminPreference } from 'src/modules/preferences/admin-preference.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import { WebhookDelivery } from 'src/modules/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from 'src/modules/webhooks/webhook-endpoint.entity.js';
import { WebhookExpiryNotice } from 'src/modules/webhooks/webhook-expiry-notice.entity.js';
import { WorkSample } from 'src/modules/work-samples/work-sample.entity.js';

export const ENTITIES = [
  ActivityLog,
  Admin,
  AdminPreference,
  ApiToken,
  Category,
  Customer,
  CustomerPlan,
  FaqItem,
  DutyRotation,
  Feature,
  IdempotencyRecord,
  Order,
  OrderSeen,
  OrderCall,
  Plan,
  SiteSettings,
  Theme,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookExpiryNotice,
  WorkSample,
];
