import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ActivityLog1795592284982 implements MigrationInterface {
  name = 'ActivityLog1795592284982';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`activity_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`admin_id\` int NOT NULL, \`action\` varchar(16) NOT NULL, \`entity_type\` varchar(32) NOT NULL, \`entity_id\` int NULL, \`label\` varchar(191) NOT NULL, \`before\` text NULL, \`after\` text NULL, \`created_at\` datetime NOT NULL, INDEX \`IDX_a9aa535a31227ef336222d28e1\` (\`created_at\`), INDEX \`IDX_b7e527dde1ed6766b8543e0569\` (\`entity_type\`, \`created_at\`), INDEX \`IDX_dc683ebf72b98cf9201d58b2c5\` (\`admin_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_dc683ebf72b98cf9201d58b2c5\` ON \`activity_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_b7e527dde1ed6766b8543e0569\` ON \`activity_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_a9aa535a31227ef336222d28e1\` ON \`activity_log\``);
    await queryRunner.query(`DROP TABLE \`activity_log\``);
  }
}
