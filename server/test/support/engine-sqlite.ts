/** The embedded SQLite project of jest.config.js: worker-env.ts keeps TEST_DATABASE_URL from its files. */
process.env.TEST_ENGINE = 'sqlite';

export {};
