import { SetMetadata } from '@nestjs/common';
import type { ActivityAction, ActivityEntity } from './activity.types.js';

export const RECORDS_ACTIVITY = Symbol('records-activity');

export interface ActivityMark {
  action: ActivityAction;
  entity: ActivityEntity;
}

/**
 * Declares a service method an admin write to log: after it succeeds, `ActivityRecorder` writes
 * who did it, to which record (the first argument's id, or the answer's for a create) and what it
 * changed. A write that throws logs nothing; a call without an admin (a visitor) logs nothing.
 */
export const RecordsActivity = (action: ActivityAction, entity: ActivityEntity) =>
  SetMetadata(RECORDS_ACTIVITY, { action, entity } satisfies ActivityMark);
