import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The turn counter goes: new requests now go to the on-duty admin after the one who had the
 * latest, read from the requests themselves (rotation by id), so no row is written by every
 * request. Down brings the counter back at 0, which the old rotation starts from.
 */
export class DropDutyRotation1795701200000 implements MigrationInterface {
  name = 'DropDutyRotation1795701200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`duty_rotation\``);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`duty_rotation\` (\`id\` int NOT NULL, \`turn\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`INSERT INTO \`duty_rotation\` (\`id\`, \`turn\`) VALUES (1, 0)`);
  }
}
