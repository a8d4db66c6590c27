import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every record staff edit in a form carries its edit version; existing rows start at 1. */
const TABLES = ['users', 'categories', 'customer_plans', 'customers', 'features', 'orders', 'plans', 'themes', 'work_samples'];

export class EditVersions1795700000000 implements MigrationInterface {
  name = 'EditVersions1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`version\` int NOT NULL DEFAULT '1'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`version\``);
  }
}
