import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every test file runs on each engine of the run (TEST_ENGINES; test/support/engines.ts) in one
 * load: its tests sit inside describeEngines. A file whose docblock says `@engines sqlite` checks
 * nothing that depends on the database engine (configuration, HTTP headers, request parsing, pure
 * functions) and runs on the embedded SQLite only. A file with neither would run on SQLite alone
 * without saying so: the configuration refuses it.
 */
function checkEngineCoverage() {
  const unmarked = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
      else if (entry.name.endsWith('.spec.ts')) {
        const source = readFileSync(path, 'utf8');
        if (!/^\s*\*\s*@engines sqlite\b/m.test(source.slice(0, 2000)) && !source.includes('describeEngines(')) {
          unmarked.push(relative(rootDir, path));
        }
      }
    }
  };
  walk(join(rootDir, 'src'));
  walk(join(rootDir, 'test'));
  if (unmarked.length > 0) {
    throw new Error(`Test files neither inside describeEngines nor tagged @engines sqlite:\n  ${unmarked.join('\n  ')}`);
  }
}
checkEngineCoverage();

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
  // One per run: the folder of the template data folders (test/support/sqlite-template.ts).
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
};

export default {
  ...shared,
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
  // Files run in parallel workers, each on its own MySQL database and Redis numbers (worker-env.ts);
  // a start on either engine copies one migrated, seeded template per run (test-app.ts).
  maxWorkers: 2,
  testTimeout: 60_000,
  // Every test file boots Nest, TypeORM and Apollo again in its own module registry; one process
  // kept them all (4 GB after sixty files) and spent the last files in garbage collection. A worker
  // past this size after a file is replaced by a fresh one (and this also keeps one worker out of band).
  workerIdleMemoryLimit: '1GB',
};
