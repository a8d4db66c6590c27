import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in: each admin's TOTP factor (its secret encrypted under the data keyring,
 * src/database/data-keys.ts) and the hashes of their recovery codes.
 */
export class AdminTwoFactor1795700800000 implements MigrationInterface {
  name = 'AdminTwoFactor1795700800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`admin_two_factor\` (\`id\` int NOT NULL AUTO_INCREMENT, \`admin_id\` int NOT NULL, \`secret\` varchar(255) NOT NULL, \`enabled_at\` datetime NULL, \`last_step\` int NOT NULL DEFAULT '0', \`sign_ins\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_93388fae22bdac88d6b311f56a\` (\`admin_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`admin_recovery_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`admin_id\` int NOT NULL, \`code_hash\` varchar(64) NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_admin_recovery_codes_admin\` (\`admin_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_admin_recovery_codes_admin\` ON \`admin_recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`admin_recovery_codes\``);
    await queryRunner.query(`DROP INDEX \`IDX_93388fae22bdac88d6b311f56a\` ON \`admin_two_factor\``);
    await queryRunner.query(`DROP TABLE \`admin_two_factor\``);
  }
}
