// `npm test`: every suite of the project. First the server's Jest suites (on SQLite, and on
// MySQL/MariaDB too when TEST_DATABASE_URL is set: one run whose two workers take the files of both
// engines), then the build, the client's Vitest tests and the browser tests against the built
// server. Each half keeps this machine's two cores busy on its own: run side by side, four test
// processes, a browser and a build on two cores made the slowest tests miss their timeouts without
// finishing sooner. Both halves run whatever the other's result, so one run reports every failure.
// `--skip=build,unit` leaves out steps a caller has run already (.ci/run builds and runs the unit
// tests beside the lint); `--skip=server` or `--skip=e2e` runs one half alone (.ci/run runs the
// Node 22 smoke beside the browser tests, which leave part of a core idle).
import { spawn } from 'node:child_process';

const skipArg = process.argv.find((arg) => arg.startsWith('--skip='));
const skip = new Set(skipArg ? skipArg.slice('--skip='.length).split(',') : []);
for (const step of skip) {
  if (!['build', 'unit', 'server', 'e2e'].includes(step)) {
    throw new Error(`--skip: unknown step ${step} (build, unit, server, e2e)`);
  }
}

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

const clientSteps = [
  !skip.has('build') && ['build', ['npm', 'run', 'build']],
  !skip.has('unit') && ['client unit', ['npm', 'run', 'test:unit', '-w', 'client']],
  !skip.has('e2e') && ['browser tests', ['npm', 'run', 'test:e2e', '-w', 'client']],
].filter(Boolean);
const phases = [];
if (!skip.has('server')) phases.push(await phase('server suites', [['npm', 'test', '-w', 'server']]));
if (clientSteps.length > 0) {
  phases.push(
    await phase(
      clientSteps.map(([label]) => label).join(', '),
      clientSteps.map(([, command]) => command),
    ),
  );
}
for (const { label, code, seconds } of phases) {
  console.log(`== ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s ==`);
}
process.exit(phases.some((result) => result.code !== 0) ? 1 : 0);
