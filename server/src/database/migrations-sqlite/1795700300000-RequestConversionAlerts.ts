import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer a request became (`customer_id`), and each admin's alert preferences.
 * A nullable column added in place, as OrderOwner does: a rebuild of `orders` would drop any column
 * another migration adds meanwhile.
 */
export class RequestConversionAlerts1795700300000 implements MigrationInterface {
  name = 'RequestConversionAlerts1795700300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "customer_id" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_772d0ce0473ac2ccfa26060dbe" ON "orders" ("customer_id") `);
    await queryRunner.query(
      `CREATE TABLE "admin_preferences" ("admin_id" integer PRIMARY KEY NOT NULL, "alert_sound" boolean NOT NULL DEFAULT (0), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_preferences"`);
    await queryRunner.query(`DROP INDEX "IDX_772d0ce0473ac2ccfa26060dbe"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "customer_id"`);
  }
}
