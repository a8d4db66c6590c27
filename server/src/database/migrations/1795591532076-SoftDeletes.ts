import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SoftDeletes1795591532076 implements MigrationInterface {
  name = 'SoftDeletes1795591532076';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`categories\` ADD \`deleted_at\` datetime(6) NULL`);
    await queryRunner.query(`ALTER TABLE \`features\` ADD \`deleted_at\` datetime(6) NULL`);
    await queryRunner.query(`ALTER TABLE \`plans\` ADD \`deleted_at\` datetime(6) NULL`);
    await queryRunner.query(`ALTER TABLE \`customer_plans\` ADD \`deleted_at\` datetime(6) NULL`);
    await queryRunner.query(`ALTER TABLE \`work_samples\` ADD \`deleted_at\` datetime(6) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_a184f5dd6c131f01b9f48968f0\` ON \`categories\` (\`deleted_at\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_b98281703b69e8ef4f7db5caa3\` ON \`features\` (\`deleted_at\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_843eef5a55f05ee5123f0d52ea\` ON \`plans\` (\`deleted_at\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_299856d971226b8ebe3e63909b\` ON \`customer_plans\` (\`deleted_at\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_d52eaa259a59a26c360e8cc613\` ON \`work_samples\` (\`deleted_at\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_d52eaa259a59a26c360e8cc613\` ON \`work_samples\``);
    await queryRunner.query(`DROP INDEX \`IDX_299856d971226b8ebe3e63909b\` ON \`customer_plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_843eef5a55f05ee5123f0d52ea\` ON \`plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_b98281703b69e8ef4f7db5caa3\` ON \`features\``);
    await queryRunner.query(`DROP INDEX \`IDX_a184f5dd6c131f01b9f48968f0\` ON \`categories\``);
    await queryRunner.query(`ALTER TABLE \`work_samples\` DROP COLUMN \`deleted_at\``);
    await queryRunner.query(`ALTER TABLE \`customer_plans\` DROP COLUMN \`deleted_at\``);
    await queryRunner.query(`ALTER TABLE \`plans\` DROP COLUMN \`deleted_at\``);
    await queryRunner.query(`ALTER TABLE \`features\` DROP COLUMN \`deleted_at\``);
    await queryRunner.query(`ALTER TABLE \`categories\` DROP COLUMN \`deleted_at\``);
  }
}
