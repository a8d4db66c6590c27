import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { connect } from 'node:net';
import WebSocket from 'ws';

export interface LiveConnection {
  client: Client;
  /** The close code the server ended the socket with. */
  closed: Promise<number>;
  /** Resolves once the server acknowledged connection_init. */
  connected: Promise<void>;
}

/** A graphql-ws client of the back office's live socket, as the browser opens it (no retries: a test sees every close). */
export function liveConnection(baseUrl: string, token: string | null): LiveConnection {
  let onClosed!: (code: number) => void;
  let onConnected!: () => void;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: { closed: (event) => onClosed((event as { code: number }).code), connected: () => onConnected() },
  });
  return { client, closed, connected };
}

/** Collects what one subscription delivers; `next(n)` waits for the n-th result. */
export function collect<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: FormattedExecutionResult<T, unknown>[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let failure: unknown;
  let onError!: (error: unknown) => void;
  const failed = new Promise<unknown>((resolve) => (onError = resolve));
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        results.push(result);
        for (const waiter of waiters.filter((w) => results.length >= w.count)) waiter.resolve();
      },
      error: (error) => {
        failure = error;
        onError(error);
      },
      complete: () => undefined,
    },
  );
  return {
    results,
    failed,
    get failure() {
      return failure;
    },
    dispose,
    /** The `count`-th result, once it has arrived. */
    async next(count: number): Promise<FormattedExecutionResult<T, unknown>> {
      if (results.length < count) await new Promise<void>((resolve) => waiters.push({ count, resolve }));
      return results[count - 1];
    },
  };
}

/**
 * Sends `request` (raw HTTP/1.1 text, then `body` if any) on a new connection and reads until the
 * server closes it or `waitMs` passes: what came back, and whether the server ended the socket.
 */
export function rawExchange(port: number, request: string, waitMs = 2000): Promise<{ response: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let response = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('end', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** A raw WebSocket on /graphql speaking graphql-transport-ws (no graphql-ws client), for frames a client would never send. */
export function rawLiveSocket(baseUrl: string): { socket: WebSocket; opened: Promise<number | null>; closed: Promise<number> } {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const opened = new Promise<number | null>((resolve) => {
    socket.once('open', () => resolve(null));
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('error', () => undefined);
  return { socket, opened, closed };
}
