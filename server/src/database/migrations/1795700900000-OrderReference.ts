import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each request's reference («کد پیگیری»), unique. New requests get
 * 10 random digits starting 1–8 (src/domain/orders/order-reference.ts); the requests already stored
 * get 9 and their id in 9 digits, which no new code starts with. Left nullable in the table so the
 * SQLite migration can add it in place; every row has one.
 */
export class OrderReference1795700900000 implements MigrationInterface {
  name = 'OrderReference1795700900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`reference\` varchar(12) NULL`);
    // updated_at names itself: its ON UPDATE would otherwise stamp every old request as changed now.
    await queryRunner.query(
      `UPDATE \`orders\` SET \`reference\` = CONCAT('9', LPAD(\`id\`, 9, '0')), \`updated_at\` = \`updated_at\` WHERE \`reference\` IS NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX \`IDX_orders_reference\` ON \`orders\` (\`reference\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_reference\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`reference\``);
  }
}
