import type { MigrationInterface, QueryRunner } from 'typeorm';

const SWITCHES = ['notify_assigned_email', 'notify_assigned_sms', 'notify_overdue_email', 'notify_overdue_sms', 'notify_off_hours'];

/** Each admin's e-mail and SMS switches (all off), and the notifications' outbox. */
export class AdminNotifications1795701136000 implements MigrationInterface {
  name = 'AdminNotifications1795701136000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of SWITCHES) {
      await queryRunner.query(`ALTER TABLE \`admin_preferences\` ADD \`${column}\` tinyint NOT NULL DEFAULT 0`);
    }
    await queryRunner.query(
      `CREATE TABLE \`notification_deliveries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`channel\` varchar(8) NOT NULL, \`kind\` varchar(16) NOT NULL, \`admin_id\` int NOT NULL, \`destination\` varchar(191) NOT NULL, \`order_id\` int NOT NULL, \`subject\` varchar(255) NULL, \`body\` text NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'PENDING', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NULL, \`give_up_at\` datetime NOT NULL, \`lease_until\` datetime NULL, \`lease_owner\` varchar(64) NULL, \`last_attempt_at\` datetime NULL, \`last_error\` varchar(255) NULL, \`created_at\` datetime NOT NULL, INDEX \`IDX_4c7a33911286ef8914c1ac87e1\` (\`channel\`, \`destination\`, \`order_id\`), INDEX \`IDX_0aeeb551bb72c6c9e46b007b3c\` (\`status\`, \`next_attempt_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`notification_deliveries\``);
    for (const column of [...SWITCHES].reverse()) await queryRunner.query(`ALTER TABLE \`admin_preferences\` DROP COLUMN \`${column}\``);
  }
}
