import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminDeactivationDocument,
  AdminUserDocument,
  AdminUserListDocument,
  CreateAdminDocument,
  DeactivateAdminDocument,
  ReactivateAdminDocument,
  ResetAdminTwoFactorDocument,
  SetAdminOnDutyDocument,
  UnlockAdminDocument,
  UpdateAdminDocument,
} from '@/generated/graphql';
import type { CreateAdminInput, DeactivateAdminInput, UpdateAdminInput } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';
import { queryState } from '@/lib/query-state';
import { afterWrite } from '@/lib/after-write';

export function useAdminList() {
  const result = useQuery(AdminUserListDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.admins);
}

export function useAdmin(id: number | null) {
  const result = useQuery(AdminUserDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return queryState(result, (data) => data.admin);
}

export function useCreateAdmin() {
  const [mutate, { loading }] = useMutation(CreateAdminDocument, afterWrite('Admin'));
  return {
    create: (input: CreateAdminInput, idempotencyKey?: string) => mutate({ variables: { input }, context: idempotent(idempotencyKey) }),
    saving: loading,
  };
}

export function useUpdateAdmin() {
  const [mutate, { loading }] = useMutation(UpdateAdminDocument, afterWrite('Admin'));
  return {
    update: (id: number, input: UpdateAdminInput, version?: number) => mutate({ variables: { id, input: { ...input, version } } }),
    saving: loading,
  };
}

/** Superadmins: who is on duty, given new requests in turn; the row updates from the answer. */
export function useSetOnDuty() {
  const [mutate] = useMutation(SetAdminOnDutyDocument);
  return (id: number, onDuty: boolean) => mutate({ variables: { id, onDuty } });
}

/** Superadmins: lifts an admin's login lockout (every address and device). */
export function useUnlockAdmin() {
  const [mutate] = useMutation(UnlockAdminDocument);
  return (id: number) => mutate({ variables: { id } });
}

/** Superadmins: turns another admin's two-factor sign-in off (a lost phone); the row updates from the answer. */
export function useResetAdminTwoFactor() {
  const [mutate] = useMutation(ResetAdminTwoFactorDocument);
  return (id: number) => mutate({ variables: { id } });
}

/** Superadmins, in the «غیرفعال کردن» dialog: the admin's open requests, API tokens and webhook endpoints, read afresh each time it opens. */
export function useAdminDeactivation(id: number | null) {
  const result = useQuery(AdminDeactivationDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return queryState(result, (data) => data.adminDeactivation);
}

/**
 * Superadmins: turns an admin off (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"). The row updates from
 * the answer; lists of requests on screen are fetched again (their owners changed), as are the tokens and webhooks
 * pages.
 */
export function useDeactivateAdmin() {
  // Both rules at once: a query on screen that is not refetched is also not told of the answer's row.
  const [admins, orders] = [afterWrite('Admin'), afterWrite('Order')];
  const [mutate, { loading }] = useMutation(DeactivateAdminDocument, {
    ...admins,
    onQueryUpdated: (query) => admins.onQueryUpdated(query) || orders.onQueryUpdated(query),
  });
  return {
    deactivate: (id: number, input: DeactivateAdminInput) => mutate({ variables: { id, input } }),
    saving: loading,
  };
}

/** Superadmins: lets a deactivated admin sign in again. */
export function useReactivateAdmin() {
  const [mutate, { loading }] = useMutation(ReactivateAdminDocument);
  return { reactivate: (id: number) => mutate({ variables: { id } }), saving: loading };
}
