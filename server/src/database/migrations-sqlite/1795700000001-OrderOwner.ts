import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who calls a request back (`owner_id`), and which admins have opened which requests.
 * Written by hand rather than as the generator's copy-and-rename of `orders`: a nullable column
 * without a default is what SQLite's ADD COLUMN allows, and a rebuild would drop any column
 * another migration adds to the table meanwhile.
 */
export class OrderOwner1795700000001 implements MigrationInterface {
  name = 'OrderOwner1795700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "owner_id" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_e5e3453db50ea9de6f0e4bfec1" ON "orders" ("owner_id") `);
    await queryRunner.query(
      `CREATE TABLE "order_seen" ("order_id" integer NOT NULL, "admin_id" integer NOT NULL, "seen_at" datetime NOT NULL, PRIMARY KEY ("order_id", "admin_id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_seen"`);
    await queryRunner.query(`DROP INDEX "IDX_e5e3453db50ea9de6f0e4bfec1"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "owner_id"`);
  }
}
