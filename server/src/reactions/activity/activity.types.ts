import { registerEnumType } from '@nestjs/graphql';

/** What an admin did to a record. */
export enum ActivityAction {
  CREATE = 'CREATE',
  UPDATE = 'UPDATE',
  DELETE = 'DELETE',
  RESTORE = 'RESTORE',
  STATUS = 'STATUS',
  SORT = 'SORT',
  UNLOCK = 'UNLOCK',
  REVOKE = 'REVOKE',
  /** A request taken by an admin or assigned by a superadmin. */
  ASSIGN = 'ASSIGN',
  /** Every session of an admin ended (logout-all). */
  SIGN_OUT = 'SIGN_OUT',
  /** A webhook endpoint's signing secret replaced (the old one signs beside it for 24 hours). */
  ROTATE_SECRET = 'ROTATE_SECRET',
  /** A customer plan's access details shown to an admin on purpose (docs/ARCHITECTURE.md, "Secrets shown on purpose"). */
  REVEAL = 'REVEAL',
  /** A CSV export with customer plans' access details, asked for by a superadmin. */
  EXPORT = 'EXPORT',
  /** A request passed its first-call target uncalled (the system's entry: no admin did it; the column holds 16 characters). */
  OVERDUE = 'OVERDUE',
  /** An admin turned off by a superadmin (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): no sign-in, every session ended. */
  DEACTIVATE = 'DEACTIVATE',
  /** A deactivated admin allowed to sign in again. */
  REACTIVATE = 'REACTIVATE',
  /** An API token or webhook endpoint handed to a new owner (its maker was deactivated). */
  TRANSFER = 'TRANSFER',
  /**
   * An admin's two-factor sign-in turned off by a superadmin or the operator (docs/INTEGRATORS.md, "Admins, roles,
   * sessions and lockouts").
   */
  RESET_TWO_FACTOR = 'RESET_TWO_FACTOR',
}

/** The kind of record a logged write touched. */
export enum ActivityEntity {
  ADMIN = 'ADMIN',
  CUSTOMER = 'CUSTOMER',
  CUSTOMER_PLAN = 'CUSTOMER_PLAN',
  THEME = 'THEME',
  CATEGORY = 'CATEGORY',
  PLAN = 'PLAN',
  FEATURE = 'FEATURE',
  PLAN_FEATURES = 'PLAN_FEATURES',
  WORK_SAMPLE = 'WORK_SAMPLE',
  ORDER = 'ORDER',
  /** A note or call on a request's timeline. */
  ORDER_CALL = 'ORDER_CALL',
  API_TOKEN = 'API_TOKEN',
  WEBHOOK_ENDPOINT = 'WEBHOOK_ENDPOINT',
  SITE_SETTINGS = 'SITE_SETTINGS',
  FAQ_ITEM = 'FAQ_ITEM',
}

registerEnumType(ActivityAction, { name: 'ActivityAction' });
registerEnumType(ActivityEntity, { name: 'ActivityEntity' });
