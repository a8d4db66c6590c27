import { ApolloLink, type ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { authStorage } from './auth-storage';

/** graphql-ws' "Unauthorized": the server refused or ended the socket's token (README, "Live back office"). */
export const LIVE_UNAUTHORIZED = 4401;

let live: { client: Client; connectedListeners: Set<() => void> } | undefined;

/**
 * Sends the back office's subscriptions over graphql-ws on /graphql, everything else as before.
 * Loaded only by the back office (a dynamic import from its shell), so no public page carries
 * the socket client. The token is read at each connect, so a renewed or re-entered one is used
 * on the next. Dropped sockets reconnect with graphql-ws' randomised exponential backoff;
 * `onLiveConnected` tells the screens to refetch what they may have missed meanwhile.
 */
export function enableLive(apollo: ApolloClient): void {
  if (live) return;
  const connectedListeners = new Set<() => void>();
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const client = createClient({
    url,
    connectionParams: () => {
      const token = authStorage.token();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Infinity,
    // A close with 1012 (the instance is restarting) or a lost network: try again, with backoff.
    shouldRetry: () => true,
    on: { connected: () => connectedListeners.forEach((listener) => listener()) },
  });
  live = { client, connectedListeners };
  const isSubscription = ({ query }: ApolloLink.Operation) =>
    query.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION);
  apollo.setLink(ApolloLink.split(isSubscription, new GraphQLWsLink(client), apollo.link));
}

/** Calls `listener` on every (re)connection of the live socket; returns its removal. */
export function onLiveConnected(listener: () => void): () => void {
  live?.connectedListeners.add(listener);
  return () => live?.connectedListeners.delete(listener);
}

/**
 * Whether a subscription's error is the socket closed for its token. Apollo's link reports a
 * close as an Error whose message names the code ("Socket closed with event 4401 Unauthorized").
 */
export function isLiveUnauthorized(error: unknown): boolean {
  return error instanceof Error && new RegExp(`\\b${LIVE_UNAUTHORIZED}\\b`).test(error.message);
}
