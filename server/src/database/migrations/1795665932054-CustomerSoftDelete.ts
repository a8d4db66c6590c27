import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CustomerSoftDelete1795665932054 implements MigrationInterface {
  name = 'CustomerSoftDelete1795665932054';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`customers\` ADD \`deleted_at\` datetime(6) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_99cd55dbbe025d3efd696597d8\` ON \`customers\` (\`deleted_at\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_99cd55dbbe025d3efd696597d8\` ON \`customers\``);
    await queryRunner.query(`ALTER TABLE \`customers\` DROP COLUMN \`deleted_at\``);
  }
}
