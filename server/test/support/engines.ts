/**
 * The database engines a run covers: TEST_ENGINES (`sqlite,mysql`, as scripts/test-engines.mjs
 * sets it when TEST_DATABASE_URL names a MySQL/MariaDB database); without it, by hand, MySQL/MariaDB
 * alone when TEST_DATABASE_URL is set and SQLite alone when it is not. A test file
 * loads once and runs its tests on each of them in turn, inside describeEngines: loading a file
 * (some 3,600 modules) cost more than most files' tests, and it used to be loaded once per engine.
 */
export type Engine = 'sqlite' | 'mysql';

export function runEngines(): Engine[] {
  const engines = (process.env.TEST_ENGINES ?? (process.env.TEST_SHARED_DATABASE_URL ? 'mysql' : 'sqlite')).split(',').filter(Boolean);
  for (const engine of engines) {
    if (engine !== 'sqlite' && engine !== 'mysql') throw new Error(`TEST_ENGINES: unknown engine ${engine} (sqlite, mysql)`);
  }
  if (engines.includes('mysql') && !process.env.TEST_ENGINE_MYSQL_DATABASE_URL)
    throw new Error('TEST_ENGINES names mysql: set TEST_DATABASE_URL');
  return engines as Engine[];
}

/**
 * Points what the tests and test-app.ts read at `engine`'s databases (worker-env.ts keeps them):
 * TEST_ENGINE, TEST_DATABASE_URL (the worker's MySQL/MariaDB database; absent on SQLite) and
 * TEST_REDIS_URL (the worker's number for this engine).
 */
export function useEngine(engine: Engine): void {
  process.env.TEST_ENGINE = engine;
  const databaseUrl = engine === 'mysql' ? process.env.TEST_ENGINE_MYSQL_DATABASE_URL : undefined;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const redisUrl = process.env[`TEST_ENGINE_${engine.toUpperCase()}_REDIS_URL`];
  if (redisUrl) process.env.TEST_REDIS_URL = redisUrl;
  else delete process.env.TEST_REDIS_URL;
}

/**
 * Registers `body`'s tests once per engine of the run, each set under a describe named after its
 * engine. The engine's environment is in place while the body is collected (files read
 * TEST_DATABASE_URL at their top) and again before its first hook runs (test-app.ts reads it when
 * a test starts the server). A file tagged `@engines sqlite` does not use this and runs on SQLite.
 */
export function describeEngines(body: () => void): void {
  for (const engine of runEngines()) {
    describe(engine, () => {
      useEngine(engine);
      beforeAll(() => useEngine(engine));
      try {
        body();
      } finally {
        useEngine('sqlite');
      }
    });
  }
}

/**
 * The tests of a case file tagged `@engines sqlite` (jest.config.js), registered under one describe on
 * SQLite: in a test file of several case files, a file's tests and hooks left at the top would run
 * after another file's MySQL/MariaDB tests had switched the engine, and its afterAll only when the
 * whole file ends.
 */
export function describeSqlite(body: () => void): void {
  describe('sqlite', () => {
    useEngine('sqlite');
    beforeAll(() => useEngine('sqlite'));
    body();
  });
}
