import { DataSource } from 'typeorm';
import type { AppConfig } from 'src/platform/config/app.config.js';
import { dataSourceOptions } from 'src/database/data-source.options.js';
import { assertKeysOpen, configuredDataKeyring, encryptUnderCurrentKey, generatedDataKey, keyIdsInUse } from 'src/database/data-keys.js';
import { dataKeyId } from 'src/common/crypto/data-keyring.js';

/**
 * The key generated into DATA_DIR, in base64, for giving every instance the same
 * DATA_ENCRYPTION_KEY (moving to several instances). Keys given in the environment are the
 * operator's already: this prints only a generated one.
 */
export function exportDataKey(config: AppConfig): string {
  const generated = generatedDataKey(config.dataKeys);
  if (generated) return generated.toString('base64');
  if (config.dataKeys.current) {
    throw new Error(
      `DATA_DIR holds no generated key: this installation's key is DATA_ENCRYPTION_KEY (key id ${dataKeyId(config.dataKeys.current)})`,
    );
  }
  throw new Error('DATA_DIR holds no generated key yet: the first start generates one (while the database holds no encrypted value)');
}

export interface ReencryptReport {
  currentId: string;
  written: number;
  /** Values still under another key id (or in plaintext, under `plaintext`), with their count. */
  left: Record<string, number>;
}

/**
 * Rotation's last step: every value not under the current key (DATA_ENCRYPTION_KEY) is written
 * again under it, while the servers run (src/database/data-keys.ts, encryptUnderCurrentKey). Give
 * every instance the new key and the old one in DATA_ENCRYPTION_KEYS_OLD first; once this reports
 * nothing left under old ids, the old key can be dropped.
 */
export async function reencryptData(config: AppConfig): Promise<ReencryptReport> {
  const keyring = configuredDataKeyring(config.dataKeys);
  if (!keyring) throw new Error('no key is configured: set DATA_ENCRYPTION_KEY (and the keys being replaced in DATA_ENCRYPTION_KEYS_OLD)');
  const dataSource = await new DataSource({ ...dataSourceOptions(config), logging: false }).initialize();
  try {
    if (await dataSource.showMigrations())
      throw new Error('the database has migrations to run: start the server once, then run this again');
    assertKeysOpen(keyring, (await keyIdsInUse(dataSource)).keys(), 'the database holds values');
    const runner = dataSource.createQueryRunner();
    let written: number;
    try {
      written = await encryptUnderCurrentKey(dataSource, runner, keyring);
    } finally {
      await runner.release();
    }
    const left: Record<string, number> = {};
    for (const [id, count] of await keyIdsInUse(dataSource)) if (id !== keyring.currentId) left[id] = count;
    return { currentId: keyring.currentId, written, left };
  } finally {
    await dataSource.destroy();
  }
}

/** `npm run operation -- <name>`: each answers the line it prints. */
export const DATA_KEY_COMMANDS: Record<string, (config: AppConfig) => Promise<string>> = {
  'export-data-key': async (config) => exportDataKey(config),
  'reencrypt-data': async (config) => {
    const { currentId, written, left } = await reencryptData(config);
    const remaining = Object.entries(left);
    return (
      `re-encrypted ${written} value(s) under key id ${currentId}; rows left under old key ids: ` +
      (remaining.length === 0 ? '0' : remaining.map(([id, count]) => `${id} (${count})`).join(', '))
    );
  },
};
