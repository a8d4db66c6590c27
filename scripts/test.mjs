// `npm test`: every suite of the project. First the server's Jest suites (on SQLite, and on
// MySQL/MariaDB side by side when TEST_DATABASE_URL is set: one process per engine keeps this
// machine's two cores busy), then the build, the client's Vitest tests and the browser tests
// against the built server. The two halves ran side by side once: four test processes, a browser
// and a build on two cores made the slowest tests miss their timeouts without finishing sooner.
// Both halves run whatever the other's result, so one run reports every failure.
import { spawn } from 'node:child_process';

const run = (command, args) =>
  new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)));

async function phase(label, steps) {
  const started = Date.now();
  let code = 0;
  for (const [command, ...args] of steps) {
    code = await run(command, args);
    if (code !== 0) break;
  }
  return { label, code, seconds: (Date.now() - started) / 1000 };
}

const phases = [
  await phase('server suites', [['npm', 'test', '-w', 'server']]),
  await phase('build, client unit and browser tests', [
    ['npm', 'run', 'build'],
    ['npm', 'run', 'test:unit', '-w', 'client'],
    ['npm', 'run', 'test:e2e', '-w', 'client'],
  ]),
];
for (const { label, code, seconds } of phases) {
  console.log(`== ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s ==`);
}
process.exit(phases.some((result) => result.code !== 0) ? 1 : 0);
