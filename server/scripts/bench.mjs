// `npm run bench`: figures for the notes, never assertions. Needs a build (npm run build).
// 1. Database statements per GraphQL request, counted in-process by the TypeORM logger.
// 2. Throughput and latency of the public calls, with autocannon against a separate server process.
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../dist/config/app.config.js';
import { createApp } from '../dist/bootstrap.js';
import { queryCounter } from '../dist/database/query-counter.logger.js';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const env = { DATA_DIR: dataDir, NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-only-password', LOG_LEVEL: 'silent' };

async function queryCounts() {
  const app = await createApp(loadConfig(env));
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${app.getHttpServer().address().port}/graphql`;
  const post = (query, variables) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then((r) =>
      r.json(),
    );
  const count = async (query, variables) => {
    await post(query, variables);
    const before = queryCounter.count;
    const body = await post(query, variables);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { statements: queryCounter.count - before, body };
  };
  const themes = 'query($c: Int) { themes(categoryId: $c) { id plans { title } categories { title } } }';
  const all = await count(themes, {});
  const narrowed = await count(themes, { c: 1 });
  const rows = [
    [`themes with plans and categories (${all.body.data.themes.length} themes)`, all.statements],
    [`themes with plans and categories (${narrowed.body.data.themes.length} themes)`, narrowed.statements],
    ['plans with features + feature list', (await count('{ plans { id features { id } } features { id } }')).statements],
    ['work samples page with plans', (await count('{ workSamples { items { id plans { title } } total } }')).statements],
  ];
  await app.close();
  console.log('\nDatabase statements per request');
  console.table(rows.map(([request, statements]) => ({ request, statements })));
}

async function load() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn('node', ['dist/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const gql = (query) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const targets = [
    ['GET /api/health', { path: '/api/health' }],
    [
      'themes catalogue (GraphQL)',
      {
        path: '/graphql',
        ...gql('{ themes { id title imageUrl plans { title } categories { title } } categories { id title } plans { id title } }'),
      },
    ],
    [
      'plan table (GraphQL)',
      {
        path: '/graphql',
        ...gql('{ plans { id title price listPrice hostingSpaceGb featureIds } features { id title isPrimary isHeading } }'),
      },
    ],
    [
      'work samples page (GraphQL)',
      { path: '/graphql', ...gql('{ workSamples { items { id title domainName imageUrl plans { title } } currentPage lastPage } }') },
    ],
  ];
  const rows = [];
  try {
    for (const [name, request] of targets) {
      const result = await autocannon({
        url: base + request.path,
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        connections: 10,
        duration: 5,
      });
      rows.push({
        request: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
  } finally {
    server.kill('SIGTERM');
  }
  console.log('\nPublic calls under load (10 connections, 5 s each, embedded SQLite)');
  console.table(rows);
}

try {
  await queryCounts();
  await load();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
