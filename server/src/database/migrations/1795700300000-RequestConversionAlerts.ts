import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The customer a request became (`customer_id`), and each admin's alert preferences. */
export class RequestConversionAlerts1795700300000 implements MigrationInterface {
  name = 'RequestConversionAlerts1795700300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`customer_id\` int NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_772d0ce0473ac2ccfa26060dbe\` ON \`orders\` (\`customer_id\`)`);
    await queryRunner.query(
      `CREATE TABLE \`admin_preferences\` (\`admin_id\` int NOT NULL, \`alert_sound\` tinyint NOT NULL DEFAULT 0, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`admin_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`admin_preferences\``);
    await queryRunner.query(`DROP INDEX \`IDX_772d0ce0473ac2ccfa26060dbe\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`customer_id\``);
  }
}
