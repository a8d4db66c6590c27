import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Edited from the generator's output, which rebuilt activity_log twice (once to add the columns,
 * once to make admin_id nullable): one rebuild does both. No foreign key points at activity_log.
 */
export class ApiTokens1795679242940 implements MigrationInterface {
  name = 'ApiTokens1795679242940';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "prefix" varchar(16) NOT NULL, "secret_hash" varchar(64) NOT NULL, "scopes" text NOT NULL, "expires_at" datetime, "revoked_at" datetime, "last_used_at" datetime, "last_used_ip" varchar(45), "created_by" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_7e7249acb8127967fc6b8907d60" UNIQUE ("secret_hash"))`,
    );
    await queryRunner.query(`DROP INDEX "IDX_dc683ebf72b98cf9201d58b2c5"`);
    await queryRunner.query(`DROP INDEX "IDX_b7e527dde1ed6766b8543e0569"`);
    await queryRunner.query(`DROP INDEX "IDX_a9aa535a31227ef336222d28e1"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_activity_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "admin_id" integer, "action" varchar(16) NOT NULL, "entity_type" varchar(32) NOT NULL, "entity_id" integer, "label" varchar(191) NOT NULL, "before" text, "after" text, "created_at" datetime NOT NULL, "api_token_id" integer, "api_token_name" varchar(100))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_activity_log"("id", "admin_id", "action", "entity_type", "entity_id", "label", "before", "after", "created_at") SELECT "id", "admin_id", "action", "entity_type", "entity_id", "label", "before", "after", "created_at" FROM "activity_log"`,
    );
    await queryRunner.query(`DROP TABLE "activity_log"`);
    await queryRunner.query(`ALTER TABLE "temporary_activity_log" RENAME TO "activity_log"`);
    await queryRunner.query(`CREATE INDEX "IDX_b7e527dde1ed6766b8543e0569" ON "activity_log" ("entity_type", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_a9aa535a31227ef336222d28e1" ON "activity_log" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_dc683ebf72b98cf9201d58b2c5" ON "activity_log" ("admin_id", "created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_a9aa535a31227ef336222d28e1"`);
    await queryRunner.query(`DROP INDEX "IDX_b7e527dde1ed6766b8543e0569"`);
    await queryRunner.query(`DROP INDEX "IDX_dc683ebf72b98cf9201d58b2c5"`);
    await queryRunner.query(`ALTER TABLE "activity_log" RENAME TO "temporary_activity_log"`);
    await queryRunner.query(
      `CREATE TABLE "activity_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "admin_id" integer NOT NULL, "action" varchar(16) NOT NULL, "entity_type" varchar(32) NOT NULL, "entity_id" integer, "label" varchar(191) NOT NULL, "before" text, "after" text, "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "activity_log"("id", "admin_id", "action", "entity_type", "entity_id", "label", "before", "after", "created_at") SELECT "id", "admin_id", "action", "entity_type", "entity_id", "label", "before", "after", "created_at" FROM "temporary_activity_log"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_activity_log"`);
    await queryRunner.query(`CREATE INDEX "IDX_a9aa535a31227ef336222d28e1" ON "activity_log" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_b7e527dde1ed6766b8543e0569" ON "activity_log" ("entity_type", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_dc683ebf72b98cf9201d58b2c5" ON "activity_log" ("admin_id", "created_at") `);
    await queryRunner.query(`DROP TABLE "api_tokens"`);
  }
}
