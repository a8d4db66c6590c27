// A render thread of the page pool (PageRenderer): the client's server bundle renders one page per
// task, off the server's event loop. The thread has no database, cache or Nest app: each GraphQL
// operation the page needs goes over the task's MessagePort to the main thread, which runs it
// against the schema and answers on the same port. Plain JavaScript, shipped as it is (no build).
import { workerData } from 'node:worker_threads';

/** client/dist-ssr/entry-server.js, imported once per thread. */
const bundle = await import(workerData.bundleUrl);

/**
 * @param {{ url: string, publicUrl: string, orderForm?: object, port: import('node:worker_threads').MessagePort }} task
 * @returns {Promise<{ status: number, head: string, styles: string, html: string, state: string, modules: string[] }>}
 */
export default async function renderPage({ url, publicUrl, orderForm, port }) {
  const waiting = new Map();
  let next = 0;
  port.on('message', ({ id, result, error }) => {
    const pending = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) pending?.resolve(result);
    else pending?.reject(new Error(error));
  });
  const execute = (request) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, request });
    });
  try {
    const page = await bundle.render({ url, publicUrl, orderForm, execute });
    const modules = bundle.publicPageModules(new URL(url, 'http://page').pathname);
    return { status: page.status, head: page.head, styles: page.styles, html: page.html, state: page.state, modules };
  } finally {
    port.close();
  }
}
