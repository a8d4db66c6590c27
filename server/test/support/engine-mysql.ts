/** The MySQL/MariaDB project of jest.config.js: worker-env.ts points its files at the worker's own database. */
process.env.TEST_ENGINE = 'mysql';

export {};
