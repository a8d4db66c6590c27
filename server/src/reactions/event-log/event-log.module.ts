import { Module } from '@nestjs/common';
import { EventLogPruner } from './event-log-pruner.js';
import { EventLog } from './event-log.js';
import { RecordChanges } from './record-changes.js';

/**
 * The event log (docs/INTEGRATORS.md, "Events feed"): a listener of the domain events that keeps
 * each committed one, numbered, for 30 days. The integrators' feed and the live back office's
 * catch-up read it; domain modules do not know it.
 */
@Module({
  providers: [EventLog, EventLogPruner, RecordChanges],
  exports: [EventLog, RecordChanges],
})
export class EventLogModule {}
