import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who calls a request back (`owner_id`), and which admins have opened which requests. */
export class OrderOwner1795700000001 implements MigrationInterface {
  name = 'OrderOwner1795700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`owner_id\` int NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_e5e3453db50ea9de6f0e4bfec1\` ON \`orders\` (\`owner_id\`)`);
    await queryRunner.query(
      `CREATE TABLE \`order_seen\` (\`order_id\` int NOT NULL, \`admin_id\` int NOT NULL, \`seen_at\` datetime NOT NULL, PRIMARY KEY (\`order_id\`, \`admin_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`order_seen\``);
    await queryRunner.query(`DROP INDEX \`IDX_e5e3453db50ea9de6f0e4bfec1\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`owner_id\``);
  }
}
