// Written by scripts/generate-migration.mjs: every migration, oldest first.
import { InitialSchema1795266959661 } from './1795266959661-InitialSchema.js';
import { ThemeDeleteRestrict1795300000000 } from './1795300000000-ThemeDeleteRestrict.js';
import { AdminTokenVersion1795392654348 } from './1795392654348-AdminTokenVersion.js';
import { IdempotencyKeys1795548462438 } from './1795548462438-IdempotencyKeys.js';
import { SoftDeletes1795591532076 } from './1795591532076-SoftDeletes.js';
import { ActivityLog1795592284982 } from './1795592284982-ActivityLog.js';
import { CustomerSoftDelete1795665932054 } from './1795665932054-CustomerSoftDelete.js';
import { OrderThemePlan1795678788532 } from './1795678788532-OrderThemePlan.js';
import { ApiTokens1795679242940 } from './1795679242940-ApiTokens.js';
import { Webhooks1795678889837 } from './1795678889837-Webhooks.js';
import { EditVersions1795700000000 } from './1795700000000-EditVersions.js';
import { OrderOwner1795700000001 } from './1795700000001-OrderOwner.js';
import { RequestConversionAlerts1795700300000 } from './1795700300000-RequestConversionAlerts.js';
import { DutyRotation1795700300001 } from './1795700300001-DutyRotation.js';
import { SiteSettings1795700000100 } from './1795700000100-SiteSettings.js';
import { OrderCalls1795700220001 } from './1795700220001-OrderCalls.js';
import { AdminLoginUnlocks1795700400000 } from './1795700400000-AdminLoginUnlocks.js';
import { EncryptSecrets1795700500000 } from './1795700500000-EncryptSecrets.js';
import { AdminDeactivation1795700700000 } from './1795700700000-AdminDeactivation.js';
import { AdminTwoFactor1795700800000 } from './1795700800000-AdminTwoFactor.js';
import { OrderReference1795700900000 } from './1795700900000-OrderReference.js';
import { EventLog1795701000000 } from './1795701000000-EventLog.js';
import { AdminNotifications1795701136000 } from './1795701136000-AdminNotifications.js';
import { DropDutyRotation1795701200000 } from './1795701200000-DropDutyRotation.js';
import { OrderChannel1795701300500 } from './1795701300500-OrderChannel.js';

export const MIGRATIONS = [
  InitialSchema1795266959661,
  ThemeDeleteRestrict1795300000000,
  AdminTokenVersion1795392654348,
  IdempotencyKeys1795548462438,
  SoftDeletes1795591532076,
  ActivityLog1795592284982,
  CustomerSoftDelete1795665932054,
  OrderThemePlan1795678788532,
  Webhooks1795678889837,
  ApiTokens1795679242940,
  EditVersions1795700000000,
  OrderOwner1795700000001,
  SiteSettings1795700000100,
  OrderCalls1795700220001,
  RequestConversionAlerts1795700300000,
  DutyRotation1795700300001,
  AdminLoginUnlocks1795700400000,
  EncryptSecrets1795700500000,
  AdminDeactivation1795700700000,
  AdminTwoFactor1795700800000,
  OrderReference1795700900000,
  EventLog1795701000000,
  AdminNotifications1795701136000,
  DropDutyRotation1795701200000,
  OrderChannel1795701300500,
];
