import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminUserDocument,
  AdminUserListDocument,
  CreateAdminDocument,
  SetAdminOnDutyDocument,
  UpdateAdminDocument,
} from '@/generated/graphql';
import type { CreateAdminInput, UpdateAdminInput } from '@/generated/graphql';
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
