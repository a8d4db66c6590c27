import type { MigrationInterface, QueryRunner } from 'typeorm';
import { encryptPlaintextRows, maskLoggedAccessDetails } from 'src/database/data-keys.js';

/**
 * Customer plans' access details and webhook signing secrets are stored encrypted
 * (src/common/crypto). The secrets' columns are widened for the ciphertext (about 130 characters)
 * in place, by MODIFY: the generator's drop-and-add would lose them. The access details stay TEXT:
 * the ciphertext of the longest accepted value fits. Then every existing value is encrypted under
 * the keyring the start opened before running the migrations (src/database/data-keys.ts), and the
 * activity log's copies of access details are masked.
 */
export class EncryptSecrets1795700500000 implements MigrationInterface {
  name = 'EncryptSecrets1795700500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`webhook_endpoints\` MODIFY \`secret\` varchar(255) NOT NULL, MODIFY \`previous_secret\` varchar(255) NULL`,
    );
    await encryptPlaintextRows(queryRunner);
    await maskLoggedAccessDetails(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The values stay encrypted: a downgrade needs them decrypted by hand first (nothing older reads them).
    await queryRunner.query(
      `ALTER TABLE \`webhook_endpoints\` MODIFY \`secret\` varchar(80) NOT NULL, MODIFY \`previous_secret\` varchar(80) NULL`,
    );
  }
}
