import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins on duty, and the turn counter that gives them new requests in turn. A column
 * with a constant default is what SQLite's ADD COLUMN allows in place.
 */
export class DutyRotation1795700300001 implements MigrationInterface {
  name = 'DutyRotation1795700300001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "on_duty" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`CREATE TABLE "duty_rotation" ("id" integer PRIMARY KEY NOT NULL, "turn" integer NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "duty_rotation" ("id", "turn") VALUES (1, 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "duty_rotation"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "on_duty"`);
  }
}
