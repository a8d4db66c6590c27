import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StubClientBuild {
  /** CLIENT_DIST_DIR for the server. */
  distDir: string;
  /** Every page a render thread rendered, in order (the renders happen in threads the test cannot count). */
  renders(): string[];
  /** How long each render takes from now on. */
  setDelay(ms: number): void;
  remove(): void;
}

/**
 * A client build as small as the server accepts (the real one comes after the server suites in CI):
 * index.html, an empty manifest, and `entryServer` as its server bundle, the stand-in for
 * client/src/entry-server.tsx (a module exporting `render`; `publicPageModules` is added here).
 * Returns the build's root (its `dist` is CLIENT_DIST_DIR).
 */
export function writeClientBuild(prefix: string, entryServer: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist', 'index.html'),
    '<!doctype html><html lang="fa"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  writeFileSync(join(root, 'dist', '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), `${entryServer}\nexport function publicPageModules() {\n  return [];\n}\n`);
  return root;
}

/**
 * A stand-in build that reads the plans through the server's schema like the real one, shows a
 * refused order form's values and messages as the real /order page does (escaped), marks each page
 * with a mark of its own render (`data-rendered`), notes every render in a log (the renders happen
 * in the pool's threads, which the test cannot count) and takes as long as `setDelay` says.
 */
export function writeStubClientBuild(): StubClientBuild {
  const root = mkdtempSync(join(tmpdir(), 'stub-client-'));
  const log = join(root, 'renders.log');
  const delay = join(root, 'delay');
  writeFileSync(log, '');
  writeFileSync(delay, '0');
  const build = writeClientBuild(
    'stub-client-build-',
    `import { appendFileSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
let count = 0;
export async function render({ url, orderForm, execute }) {
  appendFileSync(${JSON.stringify(log)}, url + '\\n');
  const { data } = await execute({ query: '{ plans { title } }' });
  await sleep(Number(readFileSync(${JSON.stringify(delay)}, 'utf8')));
  const form = orderForm
    ? '<form method="post" action="/order">' +
      Object.entries(orderForm.values).map(([name, value]) => '<input name="' + name + '" value="' + escape(value) + '"/>').join('') +
      Object.values(orderForm.errors).map((message) => '<p>' + escape(message) + '</p>').join('') +
      (orderForm.message ? '<p role="alert">' + escape(orderForm.message) + '</p>' : '') +
      '</form>'
    : '';
  const rendered = process.pid + '-' + Date.now() + '-' + ++count;
  return {
    status: url === '/404' ? 404 : 200,
    head: '<title>صفحه</title>',
    styles: '',
    html: '<main data-url="' + url + '" data-rendered="' + rendered + '"><ul>' + data.plans.map((plan) => '<li>' + plan.title + '</li>').join('') + '</ul>' + form + '</main>',
    state: '{}',
  };
}`,
  );
  return {
    distDir: join(build, 'dist'),
    renders: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
    setDelay: (ms) => writeFileSync(delay, String(ms)),
    remove: () => {
      rmSync(build, { recursive: true, force: true });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
