import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { preferredEncoding } from 'src/reactions/public-reads/answer-writer.js';

interface Asset {
  file: string;
  br: boolean;
  gzip: boolean;
}

/**
 * The built client's hashed assets (`dist/assets`), with the `.br` and `.gz` forms the build
 * wrote beside them sent as they are (Content-Type of the original, Content-Encoding, Vary).
 * A hashed name never changes content: a year, immutable. A name not in the build falls through
 * to the JSON 404, never to the HTML index.
 */
export function clientAssets(dir: string): RequestHandler {
  const assets = new Map<string, Asset>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      const file = join(dir, name);
      assets.set(`/${name.split('\\').join('/')}`, { file, br: existsSync(`${file}.br`), gzip: existsSync(`${file}.gz`) });
    }
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const asset = req.method === 'GET' || req.method === 'HEAD' ? assets.get(req.path) : undefined;
    if (!asset) return next();
    const wanted = asset.br || asset.gzip ? preferredEncoding(req.headers['accept-encoding']) : 'identity';
    const encoding =
      wanted === 'br' && !asset.br ? (asset.gzip ? 'gzip' : 'identity') : wanted === 'gzip' && !asset.gzip ? 'identity' : wanted;
    if (asset.br || asset.gzip) res.vary('Accept-Encoding');
    res.type(extname(asset.file));
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    const file = encoding === 'br' ? `${asset.file}.br` : encoding === 'gzip' ? `${asset.file}.gz` : asset.file;
    res.sendFile(file, { maxAge: '365d', immutable: true }, (error) => error && next(error));
  };
}
