// Runs an operator command (backup, restore, storage-migrate) from the compiled server, compiling
// it first on a checkout that has not been built (a built installation or image has dist/ already).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(serverRoot, 'dist/delivery/operations/main.js');
if (!existsSync(entry)) {
  execFileSync('npx', ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '.swcrc', '--ignore', '**/__tests__/**'], {
    cwd: serverRoot,
    stdio: 'inherit',
  });
}
try {
  execFileSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
} catch (error) {
  process.exit(error.status ?? 1);
}
