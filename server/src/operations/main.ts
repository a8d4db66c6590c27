import { resolve } from 'node:path';
import { loadConfig } from 'src/config/app.config.js';
import { createBackup, restoreBackup } from './backup.js';
import { migrateUploads } from './migrate-uploads.js';

/**
 * Operator commands, run against the installation the environment names (the same variables as
 * the server): `backup <file>`, `restore <file>`, `storage-migrate`.
 */
const [command, argument] = process.argv.slice(2);
const where = (file: string | undefined) => {
  if (!file) throw new Error(`usage: npm run ${command} -- <archive.tar.gz>`);
  return resolve(process.env.INIT_CWD || process.cwd(), file);
};

try {
  const config = loadConfig();
  if (command === 'backup') {
    const file = where(argument);
    const manifest = await createBackup(config, file);
    console.log(`backed up the ${manifest.database} database and ${manifest.files.length} file(s) to ${file}`);
  } else if (command === 'restore') {
    const file = where(argument);
    const manifest = await restoreBackup(config, file);
    console.log(`restored the ${manifest.database} database and ${manifest.files.length} file(s) of ${manifest.createdAt} from ${file}`);
  } else if (command === 'storage-migrate') {
    const { copied, present } = await migrateUploads(config);
    console.log(`copied ${copied} file(s) from ${config.uploadsDir} to the bucket; ${present} were there already`);
  } else {
    throw new Error('usage: node dist/operations/main.js backup|restore <file> | storage-migrate');
  }
} catch (error) {
  console.error(`${command ?? 'operation'} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
