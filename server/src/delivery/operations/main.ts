import { resolve } from 'node:path';
import { loadConfig } from 'src/platform/config/app.config.js';
import { createBackup, restoreBackup } from './backup.js';
import { migrateUploads } from './migrate-uploads.js';
import { DATA_KEY_COMMANDS } from './data-key-commands.js';
import { ADMIN_COMMANDS } from './admin-commands.js';

/**
 * Operator commands, run against the installation the environment names (the same variables as
 * the server): `backup <file>`, `restore <file>`, `storage-migrate`, and the admin commands
 * (admin-commands.ts: `unlock-admin <login>`, `reset-admin-2fa <login>`).
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
  } else if (command && Object.hasOwn(DATA_KEY_COMMANDS, command)) {
    console.log(await DATA_KEY_COMMANDS[command](config));
  } else if (command && Object.hasOwn(ADMIN_COMMANDS, command)) {
    console.log(await ADMIN_COMMANDS[command](config, argument));
  } else {
    throw new Error(
      'usage: node dist/delivery/operations/main.js backup|restore <file> | storage-migrate | ' +
        Object.keys(ADMIN_COMMANDS).join('|') +
        ' <login>',
    );
  }
} catch (error) {
  console.error(`${command ?? 'operation'} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
