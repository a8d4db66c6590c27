import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each request's reference («کد پیگیری»), unique. New requests get
 * 10 random digits starting 1–8 (src/domain/orders/order-reference.ts); the requests already stored
 * get 9 and their id in 9 digits, which no new code starts with. Nullable so SQLite can add the
 * column in place; every row has one.
 */
export class OrderReference1795700900000 implements MigrationInterface {
  name = 'OrderReference1795700900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "reference" varchar(12)`);
    await queryRunner.query(`UPDATE "orders" SET "reference" = '9' || substr('000000000' || "id", -9, 9) WHERE "reference" IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_orders_reference" ON "orders" ("reference") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_orders_reference"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "reference"`);
  }
}
