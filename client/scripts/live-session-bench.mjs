// `node client/scripts/live-session-bench.mjs` (part of `npm run bench`; needs `npm run build`): the
// live back office over a working stretch rather than CI's two minutes. Runs the browser test
// e2e/admin-live-healing.spec.ts for ten minutes with 2-minute tokens (renewed at half their life,
// the server restarted once a third of the way in) and prints its figures: requests sent and all
// seen on the list without a reload, renewals, the outage, and the relogin dialog's delay after a
// password change elsewhere. Exits non-zero when the test does (a request missed, a dialog late).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const minutes = Number(process.env.LIVE_SESSION_MINUTES ?? 10);
const result = spawnSync('npx', ['playwright', 'test', 'e2e/admin-live-healing.spec.ts', '--project=desktop', '--reporter=line'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: {
    ...process.env,
    LIVE_SESSION_MS: String(minutes * 60_000),
    LIVE_TOKEN_LIFETIME: process.env.LIVE_TOKEN_LIFETIME ?? '2m',
    E2E_SCREENSHOTS: 'off',
    E2E_PORT: process.env.E2E_PORT ?? '4380',
  },
  encoding: 'utf8',
});
const output = `${result.stdout}${result.stderr}`;
const figures = output.split('\n').find((line) => line.includes('live feed:'));
console.log(`live session (${minutes} min, ${process.env.LIVE_TOKEN_LIFETIME ?? '2m'} tokens): ${figures?.trim() ?? 'no figures'}`);
if (result.status !== 0) {
  console.log(output.split('\n').slice(-40).join('\n'));
  process.exit(result.status ?? 1);
}
