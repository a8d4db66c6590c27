import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files and their cases. Every test file runs on each engine of the run (TEST_ENGINES;
 * test/support/engines.ts) in one load: its tests sit inside describeEngines. A file whose docblock
 * says `@engines sqlite` checks nothing that depends on the database engine (configuration, HTTP
 * headers, request parsing, pure functions) and runs on the embedded SQLite only. A file with
 * neither would run on SQLite alone without saying so: the configuration refuses it.
 *
 * Loading a file costs more than most files' tests: Jest gives each file a fresh module registry,
 * so each imports the server's 3,600 modules (about 2.3 s) and starts its first server cold (about
 * 1.2 s, a third of that warm). Small files on one subject are therefore case files
 * (`*.cases.ts`), imported by one test file (`*.spec.ts`, nothing but the imports) that pays this
 * once: e.g. test/records/records.spec.ts. A case file tagged `@engines sqlite` keeps its tests inside
 * describeSqlite, so they neither run on another case file's engine nor hold their server until
 * the whole test file ends. One subject alone: `npx jest test/records/records.spec.ts -t 'themes API'`.
 */
function checkEngineCoverage() {
  const problems = [];
  const specs = [];
  const cases = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
      else if (entry.name.endsWith('.spec.ts')) specs.push(path);
      else if (entry.name.endsWith('.cases.ts')) cases.push(path);
    }
  };
  walk(join(rootDir, 'src'));
  walk(join(rootDir, 'test'));
  const sqliteOnly = (source) => /^\s*\*\s*@engines sqlite\b/m.test(source.slice(0, 2000));
  const importedBy = new Map(cases.map((path) => [path, []]));
  for (const path of specs) {
    const source = readFileSync(path, 'utf8');
    const caseImports = [...source.matchAll(/^import '(\.{1,2}\/[^']+)\.cases\.js';$/gm)].map(([, name]) =>
      join(dirname(path), `${name}.cases.ts`),
    );
    for (const imported of caseImports) {
      if (!importedBy.has(imported))
        problems.push(`${relative(rootDir, path)} imports a case file that does not exist: ${relative(rootDir, imported)}`);
      else importedBy.get(imported).push(path);
    }
    if (caseImports.length === 0 && !sqliteOnly(source) && !source.includes('describeEngines(')) {
      problems.push(`${relative(rootDir, path)}: neither inside describeEngines nor tagged @engines sqlite`);
    }
  }
  for (const [path, importers] of importedBy) {
    const source = readFileSync(path, 'utf8');
    if (importers.length !== 1) problems.push(`${relative(rootDir, path)}: imported by ${importers.length} test files, not one`);
    const covered = sqliteOnly(source) ? source.includes('describeSqlite(') : source.includes('describeEngines(');
    if (!covered)
      problems.push(`${relative(rootDir, path)}: tests neither inside describeEngines nor, tagged @engines sqlite, inside describeSqlite`);
  }
  if (problems.length > 0) throw new Error(`Test files and their cases:\n  ${problems.join('\n  ')}`);
}
checkEngineCoverage();

/**
 * The workers run on UTC, as the server does in most containers, unless the run names a zone (the
 * west-of-Greenwich date test's child Jest does). A test cannot change it: Jest gives each file a
 * copy of process.env, and TZ set on that copy moves no clock.
 */
process.env.TZ ||= 'UTC';

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
