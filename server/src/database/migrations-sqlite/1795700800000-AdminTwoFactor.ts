import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in: each admin's TOTP factor (its secret encrypted under the data keyring,
 * src/database/data-keys.ts) and the hashes of their recovery codes.
 */
export class AdminTwoFactor1795700800000 implements MigrationInterface {
  name = 'AdminTwoFactor1795700800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_two_factor" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "admin_id" integer NOT NULL, "secret" varchar(255) NOT NULL, "enabled_at" datetime, "last_step" integer NOT NULL DEFAULT (0), "sign_ins" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_93388fae22bdac88d6b311f56a1" UNIQUE ("admin_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "admin_recovery_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "admin_id" integer NOT NULL, "code_hash" varchar(64) NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_admin_recovery_codes_admin" ON "admin_recovery_codes" ("admin_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_admin_recovery_codes_admin"`);
    await queryRunner.query(`DROP TABLE "admin_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "admin_two_factor"`);
  }
}
