// The built server (`npm run build`) on a fresh demo database, for the client's bench scripts
// (filter-click.mjs, lighthouse.mjs): on core 0 when taskset exists, on a free port, answering
// /api/health before this resolves.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Whether taskset can pin a process to a core on this machine. */
export const canPin = spawnSync('taskset', ['-V']).status === 0;

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server with `env` added; `stop()` ends it and removes its data. */
export async function startBuiltServer(name, env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const main = [process.execPath, join(root, 'server/dist/main.js')];
  const [command, ...args] = canPin ? ['taskset', '-c', '0', ...main] : main;
  const server = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-only-pass',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
