import { ApolloLink, type ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { authStorage } from './auth-storage';

/** graphql-ws' "Unauthorized": the server refused or ended the socket's session (README, "Live back office"). */
export const LIVE_UNAUTHORIZED = 4401;
/**
 * The server's "Token expired": only the socket's token ran out; graphql-ws connects again, with the renewed one
 * (docs/INTEGRATORS.md, "Live back office").
 */
export const LIVE_TOKEN_EXPIRED = 4440;

/** A ping of ours this often; no pong within PONG_WAIT_MS and the socket is dropped and opened again (a changed network). */
const KEEP_ALIVE_MS = 10_000;
const PONG_WAIT_MS = 5_000;
/** The longest wait between two tries to reconnect (graphql-ws' own backoff doubles without end). */
const MAX_RETRY_WAIT_MS = 8_000;

interface LiveState {
  /** Whether the socket is connected and acknowledged. */
  connected: boolean;
  /** When it stopped being connected (or the page started connecting), by this browser's clock. */
  since: number;
  /** Whether it has connected at least once in this page. */
  everConnected: boolean;
}

let live:
  | {
      client: Client;
      /** The token the socket last connected with. */
      token: string | null;
      state: LiveState;
      connectedListeners: Set<(again: boolean) => void>;
      retryListeners: Set<() => void>;
      /** Ends the current wait between two tries at once. */
      wake?: () => void;
    }
  | undefined;

/** Told of every change of the socket's state (kept apart from `live`: the banner may listen before the socket exists). */
const stateListeners = new Set<() => void>();

function setState(next: Partial<LiveState>): void {
  if (!live) return;
  live.state = { ...live.state, ...next };
  stateListeners.forEach((listener) => listener());
}

/**
 * Sends the back office's subscriptions over graphql-ws on /graphql, everything else as before.
 * Loaded only by the back office (a dynamic import from its shell), so no public page carries
 * the socket client. The token is read at each connect, so a renewed or re-entered one is used
 * on the next. A socket closed for anything but an ended session (its token's time ran out, the
 * server restarted, the network went) connects again, with a backoff of at most 8 s that a
 * retry (the banner's button, the browser coming back online) cuts short; `onLiveConnected`
 * tells the screens to refetch what they may have missed meanwhile.
 */
export function enableLive(apollo: ApolloClient): void {
  if (live) return;
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  let pongTimer = 0;
  const client = createClient({
    url,
    connectionParams: () => {
      const token = authStorage.token();
      if (live) live.token = token;
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Infinity,
    // Any close graphql-ws does not hold final (4401 is): 4440, 1012 and 1001 (a restart), 1006 (a lost network), 4499.
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise<void>((resolve) => {
        const ms = Math.min(500 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.random() * 500;
        const done = () => {
          window.clearTimeout(timer);
          if (live?.wake === done) live.wake = undefined;
          resolve();
        };
        const timer = window.setTimeout(done, ms);
        if (live) live.wake = done;
      }),
    keepAlive: KEEP_ALIVE_MS,
    on: {
      connected: () => {
        const again = live!.state.everConnected;
        setState({ connected: true, everConnected: true });
        live!.connectedListeners.forEach((listener) => listener(again));
      },
      closed: () => {
        window.clearTimeout(pongTimer);
        if (live?.state.connected) setState({ connected: false, since: Date.now() });
      },
      ping: (received) => {
        if (received) return;
        window.clearTimeout(pongTimer);
        pongTimer = window.setTimeout(() => client.terminate(), PONG_WAIT_MS);
      },
      pong: (received) => {
        if (received) window.clearTimeout(pongTimer);
      },
    },
  });
  live = {
    client,
    token: null,
    state: { connected: false, since: Date.now(), everConnected: false },
    connectedListeners: new Set(),
    retryListeners: new Set(),
  };
  // Back on a network: a socket on the old one is likely dead, and a wait for the next try is pointless.
  window.addEventListener('online', () => {
    if (live?.state.connected) live.client.terminate();
    else retryLiveNow();
  });
  const isSubscription = ({ query }: ApolloLink.Operation) =>
    query.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION);
  apollo.setLink(ApolloLink.split(isSubscription, new GraphQLWsLink(client), apollo.link));
  stateListeners.forEach((listener) => listener());
}

/** Calls `listener` on every (re)connection of the live socket, `again` after the first; returns its removal. */
export function onLiveConnected(listener: (again: boolean) => void): () => void {
  live?.connectedListeners.add(listener);
  return () => live?.connectedListeners.delete(listener);
}

/** Calls `listener` when someone asks to reconnect now (a subscription that ended subscribes again). */
export function onLiveRetry(listener: () => void): () => void {
  live?.retryListeners.add(listener);
  return () => live?.retryListeners.delete(listener);
}

/** Tries to connect now rather than at the end of the backoff's wait. */
export function retryLiveNow(): void {
  live?.wake?.();
  live?.retryListeners.forEach((listener) => listener());
}

/** The token the socket last connected with. */
export function liveToken(): string | null {
  return live?.token ?? null;
}

export const liveStateStore = {
  subscribe(listener: () => void): () => void {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
  state(): LiveState | undefined {
    return live?.state;
  },
};

/**
 * Whether a subscription's error is the socket closed for its session. Apollo's link reports a
 * close as an Error whose message names the code ("Socket closed with event 4401 Unauthorized").
 */
export function isLiveUnauthorized(error: unknown): boolean {
  return error instanceof Error && new RegExp(`\\b${LIVE_UNAUTHORIZED}\\b`).test(error.message);
}

/**
 * The reason the server gives when it closes a deactivated admin's socket with 4401 (docs/INTEGRATORS.md, "Admins,
 * roles, sessions and lockouts").
 */
export const LIVE_DEACTIVATED = 'Account deactivated';

/** Whether a subscription's error is the socket closed because its admin was deactivated. */
export function isLiveDeactivated(error: unknown): boolean {
  return isLiveUnauthorized(error) && (error as Error).message.includes(LIVE_DEACTIVATED);
}
