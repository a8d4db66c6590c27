import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A theme that customer plans use cannot be deleted: the foreign key now says what the service says. */
export class ThemeDeleteRestrict1795300000000 implements MigrationInterface {
  name = 'ThemeDeleteRestrict1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`customer_plans\` DROP FOREIGN KEY \`FK_aed359ba34c58483853974cfb46\``);
    await queryRunner.query(
      `ALTER TABLE \`customer_plans\` ADD CONSTRAINT \`FK_aed359ba34c58483853974cfb46\` FOREIGN KEY (\`theme_id\`) REFERENCES \`themes\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`customer_plans\` DROP FOREIGN KEY \`FK_aed359ba34c58483853974cfb46\``);
    await queryRunner.query(
      `ALTER TABLE \`customer_plans\` ADD CONSTRAINT \`FK_aed359ba34c58483853974cfb46\` FOREIGN KEY (\`theme_id\`) REFERENCES \`themes\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }
}
