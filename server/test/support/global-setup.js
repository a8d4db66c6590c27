import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One folder per Jest run for the SQLite template data folders (test/support/sqlite-template.ts):
 * the workers inherit its path, the first file that needs a template builds it, the others copy it.
 */
export default function globalSetup() {
  process.env.SQLITE_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'site-test-templates-'));
}
