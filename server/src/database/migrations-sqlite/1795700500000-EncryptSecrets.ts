import type { MigrationInterface, QueryRunner } from 'typeorm';
import { encryptPlaintextRows, maskLoggedAccessDetails } from 'src/database/data-keys.js';

const ENDPOINTS = (secretType: string) =>
  `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "url" varchar(2000) NOT NULL, "description" varchar(191), "events" text NOT NULL, "secret" ${secretType} NOT NULL, "previous_secret" ${secretType}, "previous_secret_until" datetime, "enabled" boolean NOT NULL DEFAULT (1), "disabled_reason" varchar(191), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now'))`;
const COLUMNS = `"id", "url", "description", "events", "secret", "previous_secret", "previous_secret_until", "enabled", "disabled_reason", "created_at", "updated_at"`;

/**
 * Customer plans' access details and webhook signing secrets are stored encrypted
 * (src/common/crypto). SQLite changes a column's declared length only by rebuilding the table, and
 * webhook deliveries reference webhook_endpoints with ON DELETE CASCADE: dropping the old table
 * with foreign keys on would delete every delivery. So this one runs outside TypeORM's
 * transaction, with foreign keys off around its own (SQLite's documented way to alter a table;
 * the pragma is a no-op inside a transaction), and checks the references before committing.
 * Then every existing value is encrypted under the keyring the start opened (src/database/data-keys.ts),
 * and the activity log's copies of access details are masked.
 */
export class EncryptSecrets1795700500000 implements MigrationInterface {
  name = 'EncryptSecrets1795700500000';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.rebuildEndpoints(queryRunner, 'varchar(255)', async () => {
      await encryptPlaintextRows(queryRunner);
      await maskLoggedAccessDetails(queryRunner);
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.rebuildEndpoints(queryRunner, 'varchar(80)', async () => {});
  }

  private async rebuildEndpoints(queryRunner: QueryRunner, secretType: string, then: () => Promise<void>): Promise<void> {
    await queryRunner.query(`PRAGMA foreign_keys = OFF`);
    try {
      await queryRunner.startTransaction();
      try {
        await queryRunner.query(`CREATE TABLE "temporary_webhook_endpoints" (${ENDPOINTS(secretType)})`);
        await queryRunner.query(`INSERT INTO "temporary_webhook_endpoints"(${COLUMNS}) SELECT ${COLUMNS} FROM "webhook_endpoints"`);
        await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
        await queryRunner.query(`ALTER TABLE "temporary_webhook_endpoints" RENAME TO "webhook_endpoints"`);
        const broken = (await queryRunner.query(`PRAGMA foreign_key_check`)) as unknown[];
        if (broken.length > 0) throw new Error(`rebuilding webhook_endpoints left ${broken.length} broken reference(s)`);
        await then();
        await queryRunner.commitTransaction();
      } catch (error) {
        if (queryRunner.isTransactionActive) await queryRunner.rollbackTransaction();
        throw error;
      }
    } finally {
      await queryRunner.query(`PRAGMA foreign_keys = ON`);
    }
  }
}
