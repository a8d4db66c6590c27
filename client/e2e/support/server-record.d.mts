/** The file in which start-server.mjs records the data folder and database of the server on `port`. */
export function serverRecordPath(port: string | number): string;
