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
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
};
