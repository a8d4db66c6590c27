import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log: every committed domain event, numbered in commit order by the sequencer and kept
 * 30 days, for the events feed and the live back office's catch-up; and the counter its numbers
 * come from.
 */
export class EventLog1795701000000 implements MigrationInterface {
  name = 'EventLog1795701000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "sequence" integer, "type" varchar(64) NOT NULL, "webhook_type" varchar(64), "record_id" integer NOT NULL, "payload" text, "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_event_log_sequence" ON "event_log" ("sequence") `);
    await queryRunner.query(`CREATE INDEX "IDX_event_log_created_at" ON "event_log" ("created_at") `);
    await queryRunner.query(`CREATE TABLE "event_log_counter" ("id" integer PRIMARY KEY NOT NULL, "value" integer NOT NULL)`);
    await queryRunner.query(`INSERT INTO "event_log_counter" ("id", "value") VALUES (1, 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "event_log_counter"`);
    await queryRunner.query(`DROP INDEX "IDX_event_log_created_at"`);
    await queryRunner.query(`DROP INDEX "IDX_event_log_sequence"`);
    await queryRunner.query(`DROP TABLE "event_log"`);
  }
}
