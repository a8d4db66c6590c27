import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1795548462438 implements MigrationInterface {
  name = 'IdempotencyKeys1795548462438';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`idempotency_keys\` (\`id\` varchar(64) NOT NULL, \`fingerprint\` varchar(64) NOT NULL, \`status\` int NULL, \`content_type\` varchar(191) NULL, \`body\` text NULL, \`created_at\` datetime NOT NULL, INDEX \`IDX_5e72f040fdc5efc8eef52a388c\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_5e72f040fdc5efc8eef52a388c\` ON \`idempotency_keys\``);
    await queryRunner.query(`DROP TABLE \`idempotency_keys\``);
  }
}
