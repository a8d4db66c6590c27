import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { serverRecordPath } from './server-record.mjs';

/** A row of the activity log as the server writes it, at an instant no request can choose. */
export interface ActivityRow {
  adminId: number;
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'STATUS';
  entityType: 'ORDER' | 'CUSTOMER' | 'THEME';
  label: string;
  createdAt: Date;
}

/**
 * Writes `row` straight into the database of the test's server (SQLite by default, the worker's
 * MySQL/MariaDB database under TEST_DATABASE_URL; start-server.mjs records which): a test of the
 * day filters needs an entry between Tehran's midnight and UTC's, whatever the hour it runs at.
 */
export async function insertActivity(baseURL: string, row: ActivityRow): Promise<void> {
  const port = new URL(baseURL).port;
  const { dataDir, databaseUrl } = JSON.parse(readFileSync(serverRecordPath(port), 'utf8')) as {
    dataDir: string;
    databaseUrl: string | null;
  };
  // Both engines keep the column in UTC (MySQL through the connection's zone 'Z', SQLite as TypeORM writes it).
  const createdAt = row.createdAt.toISOString().replace('T', ' ').replace('Z', '');
  const values = [row.adminId, row.action, row.entityType, row.label, createdAt];
  const insert = 'INSERT INTO activity_log (admin_id, action, entity_type, label, created_at) VALUES (?, ?, ?, ?, ?)';
  if (databaseUrl) {
    const connection = await createConnection(databaseUrl);
    try {
      await connection.query(insert, values);
    } finally {
      await connection.end();
    }
    return;
  }
  const sqlite = new Database(`${dataDir}/site.sqlite`);
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare(insert).run(...values);
  } finally {
    sqlite.close();
  }
}
