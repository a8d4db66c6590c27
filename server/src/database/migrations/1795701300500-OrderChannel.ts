import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The request page (docs/INTEGRATORS.md, "The request page"): each request keeps the door it came in by (null for the
 * requests stored before), each webhook delivery the request it is about, and the activity log is read per record.
 */
export class OrderChannel1795701300500 implements MigrationInterface {
  name = 'OrderChannel1795701300500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`channel\` varchar(16) NULL`);
    await queryRunner.query(`ALTER TABLE \`webhook_deliveries\` ADD \`order_id\` int NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_webhook_deliveries_order_id\` ON \`webhook_deliveries\` (\`order_id\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_activity_log_entity_record\` ON \`activity_log\` (\`entity_type\`, \`entity_id\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_activity_log_entity_record\` ON \`activity_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_webhook_deliveries_order_id\` ON \`webhook_deliveries\``);
    await queryRunner.query(`ALTER TABLE \`webhook_deliveries\` DROP COLUMN \`order_id\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`channel\``);
  }
}
