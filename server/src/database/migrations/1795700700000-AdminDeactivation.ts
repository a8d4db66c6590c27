import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * «غیرفعال کردن»: when a superadmin turned an admin off (null while active), and who
 * registered each webhook endpoint, so turning an admin off can hand their endpoints on or end them.
 */
export class AdminDeactivation1795700700000 implements MigrationInterface {
  name = 'AdminDeactivation1795700700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`deactivated_at\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`webhook_endpoints\` ADD \`created_by\` int NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`webhook_endpoints\` DROP COLUMN \`created_by\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`deactivated_at\``);
  }
}
