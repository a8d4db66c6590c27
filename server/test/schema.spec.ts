import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { ENTITIES } from 'src/database/entities.js';
import { SCHEMA_FILE, servedSchemaSdl } from 'src/delivery/graphql/print-schema.js';
import { startTestApp } from './support/test-app.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  describe('schemas', () => {
    it('keeps the committed schema.graphql equal to the served schema (run `npm run codegen` after changing the API)', async () => {
      expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await servedSchemaSdl());
    });

    it('migrates a fresh database to exactly what the entities describe (the migrations of each engine, never synchronize)', async () => {
      const t = await startTestApp({ seedDemo: false });
      try {
        const prepared = t.app.get(DataSource);
        let diffSource = prepared;
        if (prepared.options.type === 'mysql') {
          // TypeORM's mysql driver misreads MariaDB column defaults; its mariadb driver reads them right.
          const [{ version }] = await prepared.query('SELECT VERSION() AS version');
          diffSource = new DataSource({
            ...prepared.options,
            type: /mariadb/i.test(version) ? 'mariadb' : 'mysql',
            entities: ENTITIES,
            migrationsRun: false,
            logging: false,
          } as never);
          await diffSource.initialize();
        }
        try {
          const { upQueries } = await diffSource.driver.createSchemaBuilder().log();
          expect(upQueries.map((q) => q.query)).toEqual([]);
        } finally {
          if (diffSource !== prepared) await diffSource.destroy();
        }
      } finally {
        await t.close();
      }
    });
  });
});
