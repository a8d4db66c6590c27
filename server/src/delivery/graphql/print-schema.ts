import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { loadConfig } from 'src/platform/config/app.config.js';
import { createApp } from 'src/bootstrap.js';

/** The served schema as SDL, sorted, exactly as schema.graphql should hold it. */
export async function servedSchemaSdl(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schema-'));
  const app = await createApp(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'test', ADMIN_PASSWORD: 'schema-print-only' }));
  try {
    await app.init();
    return printSchema(lexicographicSortSchema(app.get(GraphQLSchemaHost).schema)) + '\n';
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const SCHEMA_FILE = fileURLToPath(new URL('../../../../schema.graphql', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_FILE, await servedSchemaSdl());
  console.log(`wrote ${SCHEMA_FILE}`);
}
