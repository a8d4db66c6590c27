import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderThemePlan1795678788532 implements MigrationInterface {
  name = 'OrderThemePlan1795678788532';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`theme_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`plan_id\` int NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`plan_id\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`theme_id\``);
  }
}
