/**
 * @engines sqlite: the process it starts has no DATABASE_URL, so it is on SQLite whatever the run (jest.config.js runs such files on one engine).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const SERVER_ROOT = join(import.meta.dirname, '..');

/** The real entry point, compiled as `npm run build` does, inside server/ so its packages resolve. */
describe('starting the server process', () => {
  const dist = mkdtempSync(join(SERVER_ROOT, '.test-dist-'));
  beforeAll(() => {
    execFileSync(
      join(SERVER_ROOT, '..', 'node_modules/.bin/swc'),
      ['src', '-d', dist, '--strip-leading-paths', '--config-file', '.swcrc', '--ignore', '**/__tests__/**'],
      { cwd: SERVER_ROOT, stdio: 'ignore' },
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [join(dist, 'main.js')], {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      // A hang (the old behaviour) is ended here and shows as a null exit code.
      const guard = setTimeout(() => child.kill('SIGKILL'), 50_000);
      child.on('exit', (code) => {
        clearTimeout(guard);
        resolve({ code, stderr });
      });
    });
  }

  it('exits with a one-line reason when DATA_DIR is unusable (under /proc), instead of hanging', async () => {
    const { code, stderr } = await start({ DATA_DIR: '/proc/self/xyz' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^configuration error: DATA_DIR \/proc\/self\/xyz is not a usable directory: /);
  });
});
