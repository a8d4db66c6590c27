import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1795678889837 implements MigrationInterface {
  name = 'Webhooks1795678889837';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`webhook_endpoints\` (\`id\` int NOT NULL AUTO_INCREMENT, \`url\` varchar(2000) NOT NULL, \`description\` varchar(191) NULL, \`events\` text NOT NULL, \`secret\` varchar(80) NOT NULL, \`previous_secret\` varchar(80) NULL, \`previous_secret_until\` datetime NULL, \`enabled\` tinyint NOT NULL DEFAULT 1, \`disabled_reason\` varchar(191) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`webhook_deliveries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`endpoint_id\` int NOT NULL, \`message_id\` varchar(64) NOT NULL, \`event_type\` varchar(64) NOT NULL, \`payload\` text NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'PENDING', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NULL, \`give_up_at\` datetime NOT NULL, \`lease_until\` datetime NULL, \`lease_owner\` varchar(64) NULL, \`last_attempt_at\` datetime NULL, \`last_status_code\` int NULL, \`last_duration_ms\` int NULL, \`last_response\` text NULL, \`last_error\` varchar(255) NULL, \`created_at\` datetime NOT NULL, UNIQUE INDEX \`IDX_35330ff895962f7bd8a46c1817\` (\`message_id\`), INDEX \`IDX_90d878c7d3ce99fb2ef328d4d5\` (\`endpoint_id\`, \`created_at\`), INDEX \`IDX_284017efc3cbfe592288749a9c\` (\`status\`, \`next_attempt_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`webhook_expiry_notices\` (\`id\` int NOT NULL AUTO_INCREMENT, \`customer_plan_id\` int NOT NULL, \`days_before\` int NOT NULL, \`expire_date\` varchar(10) NOT NULL, \`created_at\` datetime NOT NULL, UNIQUE INDEX \`IDX_55c883af7738c672b63851832e\` (\`customer_plan_id\`, \`days_before\`, \`expire_date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`webhook_deliveries\` ADD CONSTRAINT \`FK_0b882c26a9b91c26e6e86b4867c\` FOREIGN KEY (\`endpoint_id\`) REFERENCES \`webhook_endpoints\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`webhook_deliveries\` DROP FOREIGN KEY \`FK_0b882c26a9b91c26e6e86b4867c\``);
    await queryRunner.query(`DROP INDEX \`IDX_55c883af7738c672b63851832e\` ON \`webhook_expiry_notices\``);
    await queryRunner.query(`DROP TABLE \`webhook_expiry_notices\``);
    await queryRunner.query(`DROP INDEX \`IDX_284017efc3cbfe592288749a9c\` ON \`webhook_deliveries\``);
    await queryRunner.query(`DROP INDEX \`IDX_90d878c7d3ce99fb2ef328d4d5\` ON \`webhook_deliveries\``);
    await queryRunner.query(`DROP INDEX \`IDX_35330ff895962f7bd8a46c1817\` ON \`webhook_deliveries\``);
    await queryRunner.query(`DROP TABLE \`webhook_deliveries\``);
    await queryRunner.query(`DROP TABLE \`webhook_endpoints\``);
  }
}
