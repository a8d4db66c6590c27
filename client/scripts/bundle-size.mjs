// `npm run bench` (after `npm run build`): the JavaScript a visitor's browser downloads before the
// home page can render: the entry chunk, the home page's lazy chunk, and every chunk they import.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL(process.env.DIST_DIR ? `file://${process.env.DIST_DIR}/` : '../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
  return into;
}

// The entry loads the app's code right after the first paint (src/app/start-client.tsx): part of the first load too.
const files = collect('src/app/public/home-page.tsx', collect('src/app/start-client.tsx', collect('index.html', new Set())));
const rows = [...files].map((file) => {
  const content = readFileSync(new URL(file, dist));
  return { file, KB: +(content.length / 1024).toFixed(1), 'KB gzip': +(gzipSync(content, { level: 9 }).length / 1024).toFixed(1) };
});
console.log('\nHome page initial JavaScript');
console.table(rows);
const total = rows.reduce((sum, row) => sum + row['KB gzip'], 0);
console.log(`total: ${total.toFixed(1)} KB gzip (budget 150 KB)`);
