import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The file in which start-server.mjs records the data folder and database of the server on `port`. */
export const serverRecordPath = (port) => join(tmpdir(), `site-e2e-server-${port}.json`);
