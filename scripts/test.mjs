// `npm test`: every suite of the project, in two lanes that share the machine. Lane one: the
// server's Jest suites (on SQLite, and on MySQL/MariaDB too when TEST_DATABASE_URL is set). Lane
// two: the build, the client's Vitest tests, then the browser tests against the built server. A
// lane's steps run in order; the lanes overlap, since each leaves a core idle while it waits on a
// database or a browser. The server lane prints as it goes; the client lane's output follows it,
// whole, so the two never interleave within a line and each runner's summary stays readable.
import { spawn } from 'node:child_process';

function run(command, args, live) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

async function lane(label, steps, live) {
  const started = Date.now();
  let output = '';
  for (const [command, ...args] of steps) {
    const result = await run(command, args, live);
    output += result.output;
    if (result.code !== 0) return { label, code: result.code, output, seconds: (Date.now() - started) / 1000 };
  }
  return { label, code: 0, output, seconds: (Date.now() - started) / 1000 };
}

const lanes = await Promise.all([
  lane('server suites', [['npm', 'test', '-w', 'server']], true),
  lane(
    'build, client unit and browser tests',
    [
      ['npm', 'run', 'build'],
      ['npm', 'run', 'test:unit', '-w', 'client'],
      ['npm', 'run', 'test:e2e', '-w', 'client'],
    ],
    false,
  ),
]);

for (const { label, output } of lanes.slice(1)) {
  console.log(`\n== ${label} ==`);
  process.stdout.write(output);
}
for (const { label, code, seconds } of lanes) {
  console.log(`== ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s ==`);
}
process.exit(lanes.some((result) => result.code !== 0) ? 1 : 0);
