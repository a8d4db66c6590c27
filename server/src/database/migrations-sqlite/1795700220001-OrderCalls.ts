import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A request's timeline (notes and calls), its first contact, its next follow-up and the
 * overdue alert's stamp. Written by hand rather than as the generator's rebuild of `orders`:
 * nullable columns without a default are what SQLite's ADD COLUMN allows (as OrderOwner).
 */
export class OrderCalls1795700220001 implements MigrationInterface {
  name = 'OrderCalls1795700220001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_calls" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "order_id" integer NOT NULL, "kind" varchar(8) NOT NULL, "outcome" varchar(20), "note" text, "next_call_at" datetime(3), "author_id" integer, "author_token" varchar(100), "created_at" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_464759c1016fb6c2741063d7b6" ON "order_calls" ("order_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "first_contact_at" datetime(3)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "next_call_at" datetime(3)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "overdue_alerted_at" datetime(3)`);
    await queryRunner.query(`CREATE INDEX "IDX_b2a15ee8b6305db83752d3299f" ON "orders" ("next_call_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_b2a15ee8b6305db83752d3299f"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "overdue_alerted_at"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "next_call_at"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "first_contact_at"`);
    await queryRunner.query(`DROP INDEX "IDX_464759c1016fb6c2741063d7b6"`);
    await queryRunner.query(`DROP TABLE "order_calls"`);
  }
}
