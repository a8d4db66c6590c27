import { useMutation, useQuery } from '@apollo/client/react';
import { AdminUserDocument, AdminUserListDocument, CreateAdminDocument, UpdateAdminDocument } from '@/generated/graphql';
import type { CreateAdminInput, UpdateAdminInput } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';

export function useAdminList() {
  const { data, loading, error, refetch } = useQuery(AdminUserListDocument, { fetchPolicy: 'cache-and-network' });
  return { admins: data?.admins, loading: loading && !data, error: data ? undefined : error, refetch };
}

export function useAdmin(id: number) {
  const { data, loading, error, refetch } = useQuery(AdminUserDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return { admin: data?.admin, loading: loading && !data, error: data ? undefined : error, refetch };
}

export function useCreateAdmin() {
  const [mutate, { loading }] = useMutation(CreateAdminDocument);
  return {
    create: (input: CreateAdminInput, idempotencyKey?: string) => mutate({ variables: { input }, context: idempotent(idempotencyKey) }),
    saving: loading,
  };
}

export function useUpdateAdmin(id: number) {
  const [mutate, { loading }] = useMutation(UpdateAdminDocument);
  return { update: (input: UpdateAdminInput) => mutate({ variables: { id, input } }), saving: loading };
}
