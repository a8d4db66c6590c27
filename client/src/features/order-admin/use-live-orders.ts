import { useApolloClient, useQuery } from '@apollo/client/react';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { useEffect, useState } from 'react';
import { OrderAlertsDocument, OrderEventsDocument, type OrderEventsSubscription } from '@/generated/graphql';
import { holdsType } from '@/lib/after-write';
import { endSession } from '@/lib/apollo';
import { enableLive, isLiveUnauthorized, onLiveConnected } from '@/lib/live-link';
import { awaitRelogin } from '@/lib/relogin';
import { setUnhandledCount } from '@/lib/unhandled-count';
import { useStableCallback } from '@/lib/use-stable-callback';

/** Screens of requests and their counts: fetched again even when they show no request yet (an empty list). */
const REQUEST_QUERIES = new Set([
  'AdminOrders',
  'OrderAlerts',
  'AdminDashboard',
  'CallsDue',
  'OrderTimeline',
  'FirstContactStats',
  'RequestTrends',
]);

const operationName = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)?.name?.value ?? '';

/**
 * Keeps the back office current without a reload (issue 22): every committed change to a request
 * arrives over the live socket; the changed row updates in place from the event, and the lists,
 * counts and dashboard on screen are fetched again (a new request changes pages and totals the
 * event cannot know). After a reconnect, the same refetch covers whatever was missed while the
 * socket was down. A socket closed for its token asks for the password as a refused save does,
 * then subscribes again. `onEvent` hears each event as it arrives (the alerts of a new request).
 * Returns the requests waiting for a first call.
 */
export function useLiveOrders(onEvent?: (event: OrderEventsSubscription['orderEvents']) => void): number {
  const client = useApolloClient();
  const heard = useStableCallback((event: OrderEventsSubscription['orderEvents']) => onEvent?.(event));
  const [attempt, setAttempt] = useState(0);
  const alerts = useQuery(OrderAlertsDocument, { fetchPolicy: 'cache-and-network' });
  const unhandled = alerts.data?.orderAlerts.unhandled ?? 0;

  useEffect(() => setUnhandledCount(unhandled), [unhandled]);

  useEffect(() => {
    enableLive(client);
    const refetchShown = () =>
      void client.refetchQueries({
        include: 'active',
        onQueryUpdated: (query) =>
          REQUEST_QUERIES.has(operationName(query.query)) ||
          (query.options.fetchPolicy !== 'network-only' && holdsType(query.getCurrentResult().data, 'Order')),
      });
    let reconnect = false;
    const off = onLiveConnected(() => {
      if (reconnect) refetchShown();
      reconnect = true;
    });
    const subscription = client.subscribe({ query: OrderEventsDocument }).subscribe({
      next: (result) => {
        if (!result.data) return;
        heard(result.data.orderEvents);
        refetchShown();
      },
      error: (error) => {
        if (!isLiveUnauthorized(error)) return;
        void awaitRelogin().then((loggedIn) => (loggedIn ? setAttempt((n) => n + 1) : endSession()));
      },
    });
    return () => {
      off();
      subscription.unsubscribe();
    };
  }, [client, attempt, heard]);

  return unhandled;
}
