import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand rather than as the generator's copy-and-rename of the table: a nullable column
 * without a default is what SQLite's ADD COLUMN allows, and the table's rows and the foreign keys
 * pointing at it (customer_plans) are never touched.
 */
export class CustomerSoftDelete1795665932054 implements MigrationInterface {
  name = 'CustomerSoftDelete1795665932054';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customers" ADD COLUMN "deleted_at" datetime`);
    await queryRunner.query(`CREATE INDEX "IDX_99cd55dbbe025d3efd696597d8" ON "customers" ("deleted_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_99cd55dbbe025d3efd696597d8"`);
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "deleted_at"`);
  }
}
