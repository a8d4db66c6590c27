// `node scripts/ci-machine-speed.mjs` (`--reference`: the reference's figure alone): prints how long this machine takes, in seconds, for a fixed
// piece of the work the suite does most (JSON, hashing, regular expressions, maps and the garbage
// they leave), on two threads at once as the suite's two workers run. .ci/run takes it at its start,
// between its phases and at its end, and holds the suite to its 15 minutes at the speed of the
// machine the budget was set on (REFERENCE_SECONDS there, a quiet 2-core machine of the kind CI
// runs on): the same suite took 780 s on one such machine and about 1,550 s on a slower or busier
// one, every file alike slower, and a budget in plain seconds refused every change on the second.
import { createHash } from 'node:crypto';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

/** What the work took on the machine the budget was set on (2.25–2.44 s over five quiet runs). */
export const REFERENCE_SECONDS = 2.3;
const ROUNDS = 480;
const THREADS = 2;

function work() {
  let sink = 0;
  const document = {
    items: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `نام ${i}`, tags: ['a', 'b', String(i)] })),
  };
  for (let round = 0; round < ROUNDS; round++) {
    const text = JSON.stringify(document);
    sink += JSON.parse(text).items.length;
    sink += createHash('sha256').update(text).digest()[0];
    sink += text.replace(/[0-9]+/g, (digits) => String(digits.length)).length;
    const map = new Map();
    for (let i = 0; i < 20_000; i++) map.set(`k${i}`, i * round);
    sink += map.size;
  }
  return sink;
}

if (isMainThread && process.argv.includes('--reference')) {
  console.log(REFERENCE_SECONDS);
} else if (isMainThread) {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: THREADS },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url));
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  console.log(((performance.now() - started) / 1000).toFixed(2));
} else {
  parentPort.postMessage(work());
}
