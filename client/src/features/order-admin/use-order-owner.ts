import { useMutation, useQuery } from '@apollo/client/react';
import { AssignOrderDocument, MarkOrderSeenDocument, OrderOwnerChoicesDocument, TakeOrderDocument } from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';
import { describeApiError } from '@/lib/api-error';

/** «برداشتن»: the caller becomes the owner; refused, naming the owner, when another admin was quicker. */
export function useTakeOrder() {
  const [mutate] = useMutation(TakeOrderDocument, afterWrite('Order'));
  return (id: number) => mutate({ variables: { id } });
}

/**
 * Superadmins: give a request to an admin, or leave it unowned (null), naming the owner the screen
 * showed: another superadmin's assignment meanwhile is refused (CONFLICT, naming them), never overwritten.
 */
export function useAssignOrder() {
  const [mutate, { client }] = useMutation(AssignOrderDocument, afterWrite('Order'));
  return async (id: number, ownerId: number | null, expectedOwnerId: number | null) => {
    try {
      return await mutate({ variables: { id, ownerId, expectedOwnerId } });
    } catch (error) {
      // Refused: the lists show the owner the other superadmin chose; the error names them.
      if (describeApiError(error).conflict) await client.refetchQueries({ include: 'active' });
      throw error;
    }
  };
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
