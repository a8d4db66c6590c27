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

  /** Starts the server until its log says it serves, and returns what it printed by then. */
  function startUntilServing(env: Record<string, string>): Promise<string> {
    const dataDir = mkdtempSync(join(SERVER_ROOT, '.test-dist-data-'));
    return new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [join(dist, 'main.js')], {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('back office:')) child.kill('SIGKILL');
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      const guard = setTimeout(() => child.kill('SIGKILL'), 50_000);
      child.on('exit', () => {
        clearTimeout(guard);
        rmSync(dataDir, { recursive: true, force: true });
        if (output.includes('back office:')) resolve(output);
        else reject(new Error(`the server did not start:\n${output}`));
      });
    });
  }

  it('warns at a production start whose PUBLIC_URL is unset or this machine, naming what it affects; not for a real origin', async () => {
    const [unset, local, real] = await Promise.all([
      startUntilServing({}),
      startUntilServing({ PUBLIC_URL: 'http://127.0.0.1:8080' }),
      startUntilServing({ PUBLIC_URL: 'https://example.ir' }),
    ]);
    expect(unset).toMatch(
      /PUBLIC_URL is http:\/\/localhost:\d+, this machine: canonical links, Open Graph previews, sitemap\.xml, robots\.txt/,
    );
    expect(local).toContain('PUBLIC_URL is http://127.0.0.1:8080, this machine');
    expect(real).toContain('serving on');
    expect(real).not.toContain('PUBLIC_URL');
  });

  it('exits with a one-line reason when DATA_DIR is unusable (under /proc), instead of hanging', async () => {
    const { code, stderr } = await start({ DATA_DIR: '/proc/self/xyz' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^configuration error: DATA_DIR \/proc\/self\/xyz is not a usable directory: /);
  });
});
