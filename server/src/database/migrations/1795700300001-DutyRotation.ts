import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Admins on duty, and the turn counter that gives them new requests in turn. */
export class DutyRotation1795700300001 implements MigrationInterface {
  name = 'DutyRotation1795700300001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`on_duty\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `CREATE TABLE \`duty_rotation\` (\`id\` int NOT NULL, \`turn\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`INSERT INTO \`duty_rotation\` (\`id\`, \`turn\`) VALUES (1, 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`duty_rotation\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`on_duty\``);
  }
}
