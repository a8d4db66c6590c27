import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * «غیرفعال کردن»: when a superadmin turned an admin off (null while active), and who
 * registered each webhook endpoint. Nullable columns without a default: what SQLite's ADD COLUMN allows.
 */
export class AdminDeactivation1795700700000 implements MigrationInterface {
  name = 'AdminDeactivation1795700700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "deactivated_at" datetime(3)`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD COLUMN "created_by" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "created_by"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deactivated_at"`);
  }
}
