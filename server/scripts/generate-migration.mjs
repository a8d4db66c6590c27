// Writes the next migration, one per engine, for whatever the entities declare that the migrated
// schema lacks: src/database/migrations (MySQL/MariaDB) and src/database/migrations-sqlite (the
// embedded database). Both engines run their set on start; test/schema.spec.ts checks each set
// builds exactly what the entities describe.
// Usage: npm run build -w server && DATABASE_URL=mysql://root@127.0.0.1:3306/scratch \
//        npm run migration:generate -w server -- <Name>
// Point it at a scratch database: it runs the existing migrations there first. The SQLite side
// runs in memory.
import 'reflect-metadata';
import { readdirSync, writeFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../dist/database/entities.js';
import { MIGRATIONS } from '../dist/database/migrations/index.js';
import { SQLITE_MIGRATIONS } from '../dist/database/migrations-sqlite/index.js';

const name = process.argv[2];
const url = process.env.DATABASE_URL;
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name) || !url) {
  console.error('usage: DATABASE_URL=mysql://... node scripts/generate-migration.mjs PascalCaseName');
  process.exit(1);
}

async function pendingQueries(options) {
  const dataSource = new DataSource({ ...options, entities: ENTITIES });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const { upQueries, downQueries } = await dataSource.driver.createSchemaBuilder().log();
  await dataSource.destroy();
  return { upQueries, downQueries };
}

// TypeORM's mysql driver misreads MariaDB's column defaults and would emit no-op changes.
const probe = new DataSource({ type: 'mysql', url });
await probe.initialize();
const [{ version }] = await probe.query('SELECT VERSION() AS version');
await probe.destroy();
const type = /mariadb/i.test(version) ? 'mariadb' : 'mysql';
const engines = [
  {
    dir: new URL('../src/database/migrations/', import.meta.url),
    exportName: 'MIGRATIONS',
    heading: 'every migration',
    // Tables state their character set: a server whose default is latin1 must still store Persian.
    rewrite: (sql) => sql.replace(/ENGINE=InnoDB$/, 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci'),
    ...(await pendingQueries({ type, url, charset: 'utf8mb4_unicode_ci', migrations: MIGRATIONS })),
  },
  {
    dir: new URL('../src/database/migrations-sqlite/', import.meta.url),
    exportName: 'SQLITE_MIGRATIONS',
    heading: 'every SQLite migration',
    rewrite: (sql) => sql,
    ...(await pendingQueries({ type: 'better-sqlite3', database: ':memory:', migrations: SQLITE_MIGRATIONS })),
  },
];
if (engines.every((engine) => engine.upQueries.length === 0)) {
  console.log('the migrations already match the entities');
  process.exit(0);
}

const timestamp = Date.now();
const className = `${name}${timestamp}`;
for (const { dir, exportName, heading, rewrite, upQueries, downQueries } of engines) {
  if (upQueries.length === 0) continue;
  const quote = (query) => '`' + rewrite(query.query).replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  const lines = (queries) => queries.map((q) => `    await queryRunner.query(${quote(q)});`).join('\n');
  writeFileSync(
    new URL(`${timestamp}-${name}.ts`, dir),
    `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${lines(upQueries)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${lines([...downQueries].reverse())}
  }
}
`,
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d+-\w+\.ts$/.test(f))
    .sort();
  const entries = files.map((f) => ({ module: f.replace(/\.ts$/, '.js'), cls: f.replace(/^(\d+)-(\w+)\.ts$/, '$2$1') }));
  writeFileSync(
    new URL('index.ts', dir),
    `// Written by scripts/generate-migration.mjs: ${heading}, oldest first.
${entries.map((e) => `import { ${e.cls} } from './${e.module}';`).join('\n')}

export const ${exportName} = [${entries.map((e) => e.cls).join(', ')}];
`,
  );
  console.log(`wrote ${new URL(`${timestamp}-${name}.ts`, dir).pathname}`);
}
