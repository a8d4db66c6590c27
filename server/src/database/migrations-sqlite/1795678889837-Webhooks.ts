import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795678889837 implements MigrationInterface {
  name = 'Webhooks1795678889837';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "url" varchar(2000) NOT NULL, "description" varchar(191), "events" text NOT NULL, "secret" varchar(80) NOT NULL, "previous_secret" varchar(80), "previous_secret_until" datetime, "enabled" boolean NOT NULL DEFAULT (1), "disabled_reason" varchar(191), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "message_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "payload" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "give_up_at" datetime NOT NULL, "lease_until" datetime, "lease_owner" varchar(64), "last_attempt_at" datetime, "last_status_code" integer, "last_duration_ms" integer, "last_response" text, "last_error" varchar(255), "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_35330ff895962f7bd8a46c1817" ON "webhook_deliveries" ("message_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_90d878c7d3ce99fb2ef328d4d5" ON "webhook_deliveries" ("endpoint_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_284017efc3cbfe592288749a9c" ON "webhook_deliveries" ("status", "next_attempt_at") `);
    await queryRunner.query(
      `CREATE TABLE "webhook_expiry_notices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_plan_id" integer NOT NULL, "days_before" integer NOT NULL, "expire_date" varchar(10) NOT NULL, "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_55c883af7738c672b63851832e" ON "webhook_expiry_notices" ("customer_plan_id", "days_before", "expire_date") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_35330ff895962f7bd8a46c1817"`);
    await queryRunner.query(`DROP INDEX "IDX_90d878c7d3ce99fb2ef328d4d5"`);
    await queryRunner.query(`DROP INDEX "IDX_284017efc3cbfe592288749a9c"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "message_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "payload" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "give_up_at" datetime NOT NULL, "lease_until" datetime, "lease_owner" varchar(64), "last_attempt_at" datetime, "last_status_code" integer, "last_duration_ms" integer, "last_response" text, "last_error" varchar(255), "created_at" datetime NOT NULL, CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_deliveries"("id", "endpoint_id", "message_id", "event_type", "payload", "status", "attempts", "next_attempt_at", "give_up_at", "lease_until", "lease_owner", "last_attempt_at", "last_status_code", "last_duration_ms", "last_response", "last_error", "created_at") SELECT "id", "endpoint_id", "message_id", "event_type", "payload", "status", "attempts", "next_attempt_at", "give_up_at", "lease_until", "lease_owner", "last_attempt_at", "last_status_code", "last_duration_ms", "last_response", "last_error", "created_at" FROM "webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_deliveries" RENAME TO "webhook_deliveries"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_35330ff895962f7bd8a46c1817" ON "webhook_deliveries" ("message_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_90d878c7d3ce99fb2ef328d4d5" ON "webhook_deliveries" ("endpoint_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_284017efc3cbfe592288749a9c" ON "webhook_deliveries" ("status", "next_attempt_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_284017efc3cbfe592288749a9c"`);
    await queryRunner.query(`DROP INDEX "IDX_90d878c7d3ce99fb2ef328d4d5"`);
    await queryRunner.query(`DROP INDEX "IDX_35330ff895962f7bd8a46c1817"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" RENAME TO "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "message_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "payload" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "give_up_at" datetime NOT NULL, "lease_until" datetime, "lease_owner" varchar(64), "last_attempt_at" datetime, "last_status_code" integer, "last_duration_ms" integer, "last_response" text, "last_error" varchar(255), "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_deliveries"("id", "endpoint_id", "message_id", "event_type", "payload", "status", "attempts", "next_attempt_at", "give_up_at", "lease_until", "lease_owner", "last_attempt_at", "last_status_code", "last_duration_ms", "last_response", "last_error", "created_at") SELECT "id", "endpoint_id", "message_id", "event_type", "payload", "status", "attempts", "next_attempt_at", "give_up_at", "lease_until", "lease_owner", "last_attempt_at", "last_status_code", "last_duration_ms", "last_response", "last_error", "created_at" FROM "temporary_webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_deliveries"`);
    await queryRunner.query(`CREATE INDEX "IDX_284017efc3cbfe592288749a9c" ON "webhook_deliveries" ("status", "next_attempt_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_90d878c7d3ce99fb2ef328d4d5" ON "webhook_deliveries" ("endpoint_id", "created_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_35330ff895962f7bd8a46c1817" ON "webhook_deliveries" ("message_id") `);
    await queryRunner.query(`DROP INDEX "IDX_55c883af7738c672b63851832e"`);
    await queryRunner.query(`DROP TABLE "webhook_expiry_notices"`);
    await queryRunner.query(`DROP INDEX "IDX_284017efc3cbfe592288749a9c"`);
    await queryRunner.query(`DROP INDEX "IDX_90d878c7d3ce99fb2ef328d4d5"`);
    await queryRunner.query(`DROP INDEX "IDX_35330ff895962f7bd8a46c1817"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
