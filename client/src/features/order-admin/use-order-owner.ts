import { useMutation, useQuery } from '@apollo/client/react';
import { AssignOrderDocument, MarkOrderSeenDocument, OrderOwnerChoicesDocument, TakeOrderDocument } from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';

/** «برداشتن»: the caller becomes the owner; refused, naming the owner, when another admin was quicker. */
export function useTakeOrder() {
  const [mutate] = useMutation(TakeOrderDocument, afterWrite('Order'));
  return (id: number) => mutate({ variables: { id } });
}

/** Superadmins: give a request to an admin, or leave it unowned (null). */
export function useAssignOrder() {
  const [mutate] = useMutation(AssignOrderDocument, afterWrite('Order'));
  return (id: number, ownerId: number | null) => mutate({ variables: { id, ownerId } });
}

/** The admin opened the request: it stops being new to them (the badge counts waiting requests, not unseen ones). */
export function useMarkOrderSeen() {
  const [mutate] = useMutation(MarkOrderSeenDocument);
  return (id: number) => void mutate({ variables: { id } }).catch(() => undefined);
}

/** Whom a superadmin may give a request to; asked only when the caller is one. */
export function useOwnerChoices(superadmin: boolean) {
  return useQuery(OrderOwnerChoicesDocument, { skip: !superadmin }).data?.admins ?? [];
}
