import { useApolloClient, useQuery } from '@apollo/client/react';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { useEffect, useState } from 'react';
import { LiveCatchUpDocument, OrderAlertsDocument, OrderEventsDocument, type OrderEventsSubscription } from '@/generated/graphql';
import { holdsType } from '@/lib/after-write';
import { endSession } from '@/lib/apollo';
import { authStorage } from '@/lib/auth-storage';
import { enableLive, isLiveDeactivated, isLiveUnauthorized, liveToken, onLiveConnected, onLiveRetry } from '@/lib/live-link';
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
  'AdminOrderPage',
]);

/** The last event-log sequence this tab has heard: where a reconnect resumes. Kept across resubscriptions. */
let lastSequence: number | null = null;

const operationName = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)?.name?.value ?? '';

/**
 * Keeps the back office current without a reload (docs/INTEGRATORS.md, "Live back office"): every committed change to a request
 * arrives over the live socket; the changed row updates in place from the event, and the lists,
 * counts and dashboard on screen are fetched again (a new request changes pages and totals the
 * event cannot know). After a reconnect, the events missed while the socket was down are read
 * from the event log after the last sequence heard (alerts for the requests that arrived
 * meanwhile) and the same refetch brings the lists and counts up; a gap the log no longer holds,
 * or too long a one, is left to the refetch alone. A socket closed because the session ended asks for the password at once, as a
 * refused save does, then subscribes again (docs/INTEGRATORS.md, "Live back office"). `onEvent` hears each event as
 * it arrives (the alerts of a new request). Returns the requests waiting for a first call.
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
    // An event both caught up and sent live (it committed as the socket came back) is heard once.
    const heardOnce = (event: OrderEventsSubscription['orderEvents']) => {
      const { sequence } = event;
      if (sequence != null) {
        if (lastSequence !== null && sequence <= lastSequence) return;
        lastSequence = sequence;
      }
      heard(event);
    };
    const refetchShown = () =>
      void client.refetchQueries({
        include: 'active',
        onQueryUpdated: (query) =>
          REQUEST_QUERIES.has(operationName(query.query)) ||
          (query.options.fetchPolicy !== 'network-only' && holdsType(query.getCurrentResult().data, 'Order')),
      });
    // The first connection marks where the log stands; after a reconnect (a renewed token, a restart,
    // a network back) what was missed meanwhile is read from there and heard as if it had come live.
    const catchUp = async (again: boolean) => {
      const resume = again && lastSequence !== null;
      try {
        const after = resume ? lastSequence : null;
        const { data } = await client.query({ query: LiveCatchUpDocument, variables: { after }, fetchPolicy: 'network-only' });
        const caught = data?.liveCatchUp;
        if (caught) {
          if (resume && caught.complete) caught.events.forEach(heardOnce);
          lastSequence = Math.max(lastSequence ?? 0, caught.next);
        }
      } catch {
        // The refetch below still brings the screens up to date; the next reconnect tries again.
      }
      if (again) refetchShown();
    };
    const off = onLiveConnected((again) => void catchUp(again));
    let ended = false;
    const resubscribe = () => setAttempt((n) => n + 1);
    // The banner's «تلاش دوباره» also brings back a subscription that ended.
    const offRetry = onLiveRetry(() => ended && resubscribe());
    const closed = (error: unknown) => {
      ended = true;
      if (!isLiveUnauthorized(error)) return;
      // A deactivated admin (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts") goes to the login page,
      // which says why; no password would help.
      if (isLiveDeactivated(error)) return endSession('deactivated');
      const token = authStorage.token();
      // Logged out in this tab: nothing to ask.
      if (!token) return;
      // Another token since the socket connected (renewed, or entered again in another tab): try it.
      if (token !== liveToken()) return resubscribe();
      // The session truly ended (a password change, logout everywhere, the week's cap): ask now, not at the next save.
      void awaitRelogin().then((loggedIn) => (loggedIn ? resubscribe() : endSession()));
    };
    const subscription = client.subscribe({ query: OrderEventsDocument }).subscribe({
      next: (result) => {
        // Apollo Client 4 hands a link's failure (the socket closed for good) to `next` as `error`, then completes.
        if (result.error) return closed(result.error);
        if (!result.data) return;
        heardOnce(result.data.orderEvents);
        refetchShown();
      },
      error: closed,
    });
    return () => {
      off();
      offRetry();
      subscription.unsubscribe();
    };
  }, [client, attempt, heard]);

  return unhandled;
}
