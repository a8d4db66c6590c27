import type { ValueTransformer } from 'typeorm';
import { type DataKeyring, keyIdOf } from './data-keyring.js';

/**
 * The keyring the columns below read and write with. A TypeORM transformer is a plain object on
 * the column's metadata and sees no data source, so the keyring is the process's: the start sets it
 * once the database's key ids are checked (src/database/data-keys.ts). One process serves one
 * installation; tests that restart a server with other keys set it again.
 */
let active: DataKeyring | null = null;

export function useDataKeyring(keyring: DataKeyring): void {
  active = keyring;
  remembered.clear();
}

export function activeDataKeyring(): DataKeyring {
  if (!active) throw new Error('no data keyring is open: the server start (or an operation command) opens it before the database is used');
  return active;
}

/**
 * The stored form last read for a plaintext, reused when that same plaintext is written again under
 * the current key. TypeORM's `save` decides what changed by running the transformer on both the
 * loaded and the edited value; with a fresh IV each time every save would rewrite the column (an
 * edit of a plan's date would write its access details back as they were when loaded, over a
 * change made meanwhile). Bounded by characters held. The price: a value written while an equal
 * one is remembered shares its stored form, so two rows with the same text may show the same
 * ciphertext (equality, never the text, is visible to a reader of the database).
 */
const remembered = new Map<string, string>();
const REMEMBERED_CHARS = 2_000_000;
let rememberedChars = 0;

function remember(plaintext: string, stored: string): void {
  if (plaintext.length > REMEMBERED_CHARS / 100) return;
  const previous = remembered.get(plaintext);
  if (previous !== undefined) {
    remembered.delete(plaintext);
    rememberedChars -= plaintext.length + previous.length;
  }
  remembered.set(plaintext, stored);
  rememberedChars += plaintext.length + stored.length;
  for (const [oldest, value] of remembered) {
    if (rememberedChars <= REMEMBERED_CHARS) break;
    remembered.delete(oldest);
    rememberedChars -= oldest.length + value.length;
  }
}

/**
 * Entities' secret columns (customer plans' access details, webhook signing secrets): plaintext
 * in memory, AES-256-GCM in the database, through `find`, `save`, `update` and query builders alike.
 */
export const encryptedColumn: ValueTransformer = {
  to(value: unknown): unknown {
    if (typeof value !== 'string') return value; // null, undefined, or a query operator (FindOperator)
    const keyring = activeDataKeyring();
    const known = remembered.get(value);
    if (known !== undefined && keyIdOf(known) === keyring.currentId) return known;
    const stored = keyring.encrypt(value);
    remember(value, stored);
    return stored;
  },
  from(value: unknown): unknown {
    if (typeof value !== 'string') return value;
    const plaintext = activeDataKeyring().decrypt(value);
    if (plaintext !== value) remember(plaintext, value);
    return plaintext;
  },
};
