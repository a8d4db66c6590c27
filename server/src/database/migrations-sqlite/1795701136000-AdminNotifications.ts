import type { MigrationInterface, QueryRunner } from 'typeorm';

const SWITCHES = ['notify_assigned_email', 'notify_assigned_sms', 'notify_overdue_email', 'notify_overdue_sms', 'notify_off_hours'];

/** Each admin's e-mail and SMS switches (all off), and the notifications' outbox. */
export class AdminNotifications1795701136000 implements MigrationInterface {
  name = 'AdminNotifications1795701136000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of SWITCHES) {
      await queryRunner.query(`ALTER TABLE "admin_preferences" ADD COLUMN "${column}" boolean NOT NULL DEFAULT (0)`);
    }
    await queryRunner.query(
      `CREATE TABLE "notification_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "channel" varchar(8) NOT NULL, "kind" varchar(16) NOT NULL, "admin_id" integer NOT NULL, "destination" varchar(191) NOT NULL, "order_id" integer NOT NULL, "subject" varchar(255), "body" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "give_up_at" datetime NOT NULL, "lease_until" datetime, "lease_owner" varchar(64), "last_attempt_at" datetime, "last_error" varchar(255), "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4c7a33911286ef8914c1ac87e1" ON "notification_deliveries" ("channel", "destination", "order_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0aeeb551bb72c6c9e46b007b3c" ON "notification_deliveries" ("status", "next_attempt_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_deliveries"`);
    for (const column of [...SWITCHES].reverse()) await queryRunner.query(`ALTER TABLE "admin_preferences" DROP COLUMN "${column}"`);
  }
}
