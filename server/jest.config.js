/** ESM all the way: Nest 12 ships only ESM, so Jest runs with --experimental-vm-modules. */
export default {
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
  // Files run in parallel workers, each on its own MySQL database and Redis number (worker-env.ts);
  // SQLite files start from a copy of one migrated, seeded data folder per run (sqlite-template.ts).
  maxWorkers: 2,
  // Every test file boots Nest, TypeORM and Apollo again in its own module registry; one process
  // kept them all (4 GB after sixty files) and spent the last files in garbage collection. A worker
  // past this size after a file is replaced by a fresh one (and this also keeps one worker out of band).
  workerIdleMemoryLimit: '1GB',
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
};
