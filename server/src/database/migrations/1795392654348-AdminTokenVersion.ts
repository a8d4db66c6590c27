import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminTokenVersion1795392654348 implements MigrationInterface {
  name = 'AdminTokenVersion1795392654348';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`token_version\` int NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`token_version\``);
  }
}
