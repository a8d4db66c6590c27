import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand rather than as the generator's copy-and-rename of the table: nullable columns
 * without a default are what SQLite's ADD COLUMN allows, and the requests already stored are
 * never copied.
 */
export class OrderThemePlan1795678788532 implements MigrationInterface {
  name = 'OrderThemePlan1795678788532';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "theme_id" integer`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "plan_id" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "plan_id"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "theme_id"`);
  }
}
