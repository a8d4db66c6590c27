import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An admin's lockout generation, in the database so a root command can lift a lockout on every instance. */
export class AdminLoginUnlocks1795700400000 implements MigrationInterface {
  name = 'AdminLoginUnlocks1795700400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "login_unlocks" integer NOT NULL DEFAULT (0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "login_unlocks"`);
  }
}
