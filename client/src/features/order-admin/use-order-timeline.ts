import { useMutation, useQuery } from '@apollo/client/react';
import type { ObservableQuery } from '@apollo/client';
import {
  AddOrderNoteDocument,
  LogOrderCallDocument,
  OrderTimelineDocument,
  type CallOutcome,
  type OrderTimelineQuery,
} from '@/generated/graphql';
import { holdsType } from '@/lib/after-write';
import { queryState } from '@/lib/query-state';

export type TimelineEntry = OrderTimelineQuery['orderTimeline'][number];

/** A request's notes and calls, newest first; fresh whenever the timeline opens. */
export function useOrderTimeline(orderId: number) {
  const result = useQuery(OrderTimelineDocument, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.orderTimeline);
}

/**
 * As afterWrite('Order'), and the timelines on screen too: an entry changes the request (first
 * contact, follow-up, perhaps its status) and its timeline, which holds no Order.
 */
const afterEntry = {
  refetchQueries: 'active',
  awaitRefetchQueries: true,
  onQueryUpdated: (query: ObservableQuery) => {
    const data = query.getCurrentResult().data;
    return query.options.fetchPolicy !== 'network-only' && (holdsType(data, 'Order') || holdsType(data, 'OrderCall'));
  },
} as const;

export interface NewTimelineEntry {
  orderId: number;
  /** Null: a note. */
  outcome: CallOutcome | null;
  note: string | null;
  nextCallAt: string | null;
}

/** Logs a call (with an outcome) or adds a note (without). */
export function useAddTimelineEntry() {
  const [logCall] = useMutation(LogOrderCallDocument, afterEntry);
  const [addNote] = useMutation(AddOrderNoteDocument, afterEntry);
  return async ({ orderId, outcome, note, nextCallAt }: NewTimelineEntry) => {
    if (outcome) await logCall({ variables: { input: { orderId, outcome, note, nextCallAt } } });
    else await addNote({ variables: { input: { orderId, note: note ?? '', nextCallAt } } });
  };
}
