import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log: every committed domain event, numbered in commit order by the sequencer and kept
 * 30 days, for the events feed and the live back office's catch-up; and the counter its numbers
 * come from.
 */
export class EventLog1795701000000 implements MigrationInterface {
  name = 'EventLog1795701000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`event_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`sequence\` int NULL, \`type\` varchar(64) NOT NULL, \`webhook_type\` varchar(64) NULL, \`record_id\` int NOT NULL, \`payload\` text NULL, \`created_at\` datetime NOT NULL, UNIQUE INDEX \`IDX_event_log_sequence\` (\`sequence\`), INDEX \`IDX_event_log_created_at\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`event_log_counter\` (\`id\` int NOT NULL, \`value\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`INSERT INTO \`event_log_counter\` (\`id\`, \`value\`) VALUES (1, 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`event_log_counter\``);
    await queryRunner.query(`DROP INDEX \`IDX_event_log_created_at\` ON \`event_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_event_log_sequence\` ON \`event_log\``);
    await queryRunner.query(`DROP TABLE \`event_log\``);
  }
}
