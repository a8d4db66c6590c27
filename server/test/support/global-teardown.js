import { rmSync } from 'node:fs';

export default function globalTeardown() {
  if (process.env.SQLITE_TEMPLATE_DIR) rmSync(process.env.SQLITE_TEMPLATE_DIR, { recursive: true, force: true });
}
