import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiTokens1795679242940 implements MigrationInterface {
  name = 'ApiTokens1795679242940';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`api_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`prefix\` varchar(16) NOT NULL, \`secret_hash\` varchar(64) NOT NULL, \`scopes\` text NOT NULL, \`expires_at\` datetime NULL, \`revoked_at\` datetime NULL, \`last_used_at\` datetime NULL, \`last_used_ip\` varchar(45) NULL, \`created_by\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_7e7249acb8127967fc6b8907d6\` (\`secret_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`activity_log\` ADD \`api_token_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`activity_log\` ADD \`api_token_name\` varchar(100) NULL`);
    await queryRunner.query(`DROP INDEX \`IDX_dc683ebf72b98cf9201d58b2c5\` ON \`activity_log\``);
    await queryRunner.query(`ALTER TABLE \`activity_log\` CHANGE \`admin_id\` \`admin_id\` int NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_dc683ebf72b98cf9201d58b2c5\` ON \`activity_log\` (\`admin_id\`, \`created_at\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_dc683ebf72b98cf9201d58b2c5\` ON \`activity_log\``);
    await queryRunner.query(`ALTER TABLE \`activity_log\` CHANGE \`admin_id\` \`admin_id\` int NOT NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_dc683ebf72b98cf9201d58b2c5\` ON \`activity_log\` (\`admin_id\`, \`created_at\`)`);
    await queryRunner.query(`ALTER TABLE \`activity_log\` DROP COLUMN \`api_token_name\``);
    await queryRunner.query(`ALTER TABLE \`activity_log\` DROP COLUMN \`api_token_id\``);
    await queryRunner.query(`DROP INDEX \`IDX_7e7249acb8127967fc6b8907d6\` ON \`api_tokens\``);
    await queryRunner.query(`DROP TABLE \`api_tokens\``);
  }
}
