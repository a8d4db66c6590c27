import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldUpload {
  /** Resolves once the upload has reached the store, before the store has it. */
  arrived: Promise<void>;
  /** Lets the upload through to the store. */
  release(): void;
}

export interface S3Gate {
  /** The S3_* variables of the store, pointed at the gate. */
  env: Record<string, string>;
  /** Holds the next PUT whose path contains `pathPart` until released: an upload that takes its time. */
  holdNextPut(pathPart: string): HeldUpload;
  /** Answers DELETEs whose path contains `pathPart` with S3's AccessDenied until called with null. */
  refuseDeletes(pathPart: string | null): void;
  close(): Promise<void>;
}

/**
 * A pass-through HTTP gate in front of a real S3 server, so a test can order a slow upload against
 * other requests, or have the store refuse a delete, while every request that passes is the SDK's
 * own, signed as sent (the host header is kept, so the store checks the signature it was given).
 */
export async function startS3Gate(store: { endpoint: string; env: Record<string, string> }): Promise<S3Gate> {
  const target = new URL(store.endpoint);
  let held: { pathPart: string; arrive: () => void; released: Promise<void> } | null = null;
  let refusedDeletes: string | null = null;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const path = req.url ?? '';
    if (req.method === 'DELETE' && refusedDeletes !== null && path.includes(refusedDeletes)) {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      return;
    }
    if (req.method === 'PUT' && held && path.includes(held.pathPart)) {
      const { arrive, released } = held;
      held = null;
      req.pause();
      arrive();
      void released.then(() => forward(req, res));
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    env: { ...store.env, S3_ENDPOINT: `http://127.0.0.1:${port}` },
    holdNextPut(pathPart) {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { pathPart, arrive, released };
      return { arrived, release };
    },
    refuseDeletes(pathPart) {
      refusedDeletes = pathPart;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
