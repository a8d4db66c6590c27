// `npm run bench` (after `npm run build`): the JavaScript a visitor's browser downloads before a
// public page can render: the entry chunk, the page's lazy chunks (src/app/router.tsx, publicPages),
// and every chunk they import. `--check` exits 1 when a page is over the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
/** Each public route and the source modules of its chunks, as src/app/router.tsx lists them. */
const PAGES = {
  '/': ['src/app/public/home-page.tsx'],
  '/about': ['src/app/public/about-page.tsx'],
  '/themes': ['src/app/public/themes-page.tsx'],
  '/themes/{id}': ['src/app/public/theme-page.tsx'],
  '/themes/{id}/demo': ['src/app/public/theme-demo-page.tsx'],
  '/plans': ['src/app/public/plans-page.tsx'],
  '/work-samples': ['src/app/public/work-samples-page.tsx'],
  '/order': ['src/app/public/order-page.tsx'],
  '/order/sent': ['src/app/public/order-sent-page.tsx'],
  '/guide': ['src/app/public/guide-page.tsx'],
  '/guide/wordpress/{guide}': ['src/app/public/guide-steps-page.tsx'],
  '(404)': ['src/app/public/not-found-page.tsx'],
};

const dist = new URL(process.env.DIST_DIR ? `file://${process.env.DIST_DIR}/` : '../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
  return into;
}

// Exact sizes, rounded only when shown: summing 26 chunks rounded to 0.1 KB each moved a page's total
// by up to a kilobyte either way.
const gzipKB = new Map();
const sizeOf = (file) => {
  if (!gzipKB.has(file)) gzipKB.set(file, gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024);
  return gzipKB.get(file);
};

// The entry loads the app's code right after the first paint (src/app/start-client.tsx): part of the first load too.
const entry = collect('src/app/start-client.tsx', collect('index.html', new Set()));
const home = [...PAGES['/'].reduce((files, key) => collect(key, files), new Set(entry))];
console.log('\nHome page initial JavaScript');
console.table(home.map((file) => ({ file, 'KB gzip': +sizeOf(file).toFixed(1) })));

const rows = Object.entries(PAGES).map(([route, modules]) => {
  const files = modules.reduce((into, key) => collect(key, into), new Set(entry));
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  return { route, chunks: files.size, 'KB gzip': +total.toFixed(2), over: total > BUDGET_KB ? 'OVER' : '' };
});
console.log(`\nEach public page's initial JavaScript on a first visit (budget ${BUDGET_KB} KB gzip)`);
console.table(rows);
if (process.argv.includes('--check') && rows.some((row) => row.over)) {
  console.error(
    `over the ${BUDGET_KB} KB budget: ${rows
      .filter((row) => row.over)
      .map((row) => row.route)
      .join(', ')}`,
  );
  process.exit(1);
}
