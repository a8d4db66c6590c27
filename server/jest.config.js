import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The engines this run covers, each a Jest project: TEST_ENGINES (`sqlite,mysql`, as
 * scripts/test-engines.mjs sets it), else MySQL/MariaDB when TEST_DATABASE_URL names a database
 * and the embedded SQLite otherwise. Both engines in one run share its workers: a worker takes the
 * next file of either engine, so neither engine's files wait for a core the other has left idle.
 */
const engines = (process.env.TEST_ENGINES ?? (process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite')).split(',').filter(Boolean);
for (const engine of engines) {
  if (!['sqlite', 'mysql'].includes(engine)) throw new Error(`TEST_ENGINES: unknown engine ${engine} (sqlite, mysql)`);
}
if (engines.includes('mysql') && !process.env.TEST_DATABASE_URL) throw new Error('TEST_ENGINES names mysql: set TEST_DATABASE_URL');

/**
 * Test files whose docblock says `@engines sqlite`: nothing they check depends on the database
 * engine (configuration, HTTP headers, request parsing, pure functions), so they run on the
 * embedded SQLite only. A file without the tag runs on every engine of the run.
 */
function sqliteOnlyFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (entry.name.endsWith('.spec.ts') && /^\s*\*\s*@engines sqlite\b/m.test(readFileSync(path, 'utf8').slice(0, 2000))) {
        files.push(relative(rootDir, path));
      }
    }
  };
  walk(join(rootDir, 'src'));
  walk(join(rootDir, 'test'));
  return files;
}

/** ESM all the way: Nest 12 ships only ESM, so Jest runs with --experimental-vm-modules. */
const shared = {
  rootDir,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { swcrc: true }],
  },
  moduleNameMapper: {
    '^src/(.*)\\.js$': '<rootDir>/src/$1.ts',
    '^test/(.*)\\.js$': '<rootDir>/test/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testTimeout: 60_000,
  // One per run (the same module in both projects runs once): the SQLite template folder.
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
};

const projects = {
  sqlite: {
    ...shared,
    displayName: 'sqlite',
    setupFiles: ['<rootDir>/test/support/engine-sqlite.ts', '<rootDir>/test/support/worker-env.ts'],
  },
  mysql: {
    ...shared,
    displayName: 'mysql',
    setupFiles: ['<rootDir>/test/support/engine-mysql.ts', '<rootDir>/test/support/worker-env.ts'],
    testPathIgnorePatterns: [
      '/node_modules/',
      ...sqliteOnlyFiles().map((file) => `<rootDir>/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    ],
  },
};

export default {
  projects: engines.map((engine) => projects[engine]),
  // Files run in parallel workers, each on its own MySQL database and Redis number (worker-env.ts);
  // SQLite files start from a copy of one migrated, seeded data folder per run (sqlite-template.ts).
  maxWorkers: 2,
  testTimeout: 60_000,
  // Every test file boots Nest, TypeORM and Apollo again in its own module registry; one process
  // kept them all (4 GB after sixty files) and spent the last files in garbage collection. A worker
  // past this size after a file is replaced by a fresh one (and this also keeps one worker out of band).
  workerIdleMemoryLimit: '1GB',
};
