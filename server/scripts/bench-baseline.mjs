// A baseline for `npm run bench`: serves the given bytes for every request, from memory, on
// `raw` node:http or on bare Express 5, so an endpoint's figure can be read as a ratio to them.
// Usage: node bench-baseline.mjs raw|express PORT FILE CONTENT_TYPE
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';

const [kind, port, file, contentType] = process.argv.slice(2);
const bytes = readFileSync(file);

if (kind === 'raw') {
  createServer((req, res) => {
    req.on('end', () => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
      res.end(bytes);
    });
    req.resume();
  }).listen(Number(port), '127.0.0.1');
} else {
  const app = express();
  app.all('/{*path}', (_req, res) => {
    res.type(contentType).send(bytes);
  });
  app.listen(Number(port), '127.0.0.1');
}
