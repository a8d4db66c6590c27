import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A request's timeline (notes and calls), its first contact, its next follow-up and the overdue alert's stamp. */
export class OrderCalls1795700220001 implements MigrationInterface {
  name = 'OrderCalls1795700220001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`order_calls\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` int NOT NULL, \`kind\` varchar(8) NOT NULL, \`outcome\` varchar(20) NULL, \`note\` text NULL, \`next_call_at\` datetime(3) NULL, \`author_id\` int NULL, \`author_token\` varchar(100) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_464759c1016fb6c2741063d7b6\` (\`order_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`first_contact_at\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`next_call_at\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`overdue_alerted_at\` datetime(3) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_b2a15ee8b6305db83752d3299f\` ON \`orders\` (\`next_call_at\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_b2a15ee8b6305db83752d3299f\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`overdue_alerted_at\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`next_call_at\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`first_contact_at\``);
    await queryRunner.query(`DROP INDEX \`IDX_464759c1016fb6c2741063d7b6\` ON \`order_calls\``);
    await queryRunner.query(`DROP TABLE \`order_calls\``);
  }
}
