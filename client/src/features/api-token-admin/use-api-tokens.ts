import { useMutation, useQuery } from '@apollo/client/react';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument } from '@/generated/graphql';
import type { CreateApiTokenInput } from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';
import { queryState } from '@/lib/query-state';

export function useApiTokenList() {
  const result = useQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.apiTokens);
}

export function useCreateApiToken() {
  const [mutate, { loading }] = useMutation(CreateApiTokenDocument, afterWrite('ApiToken'));
  return {
    // No Idempotency-Key: the answer holds the secret, which the server never stores (a repeat makes a second token).
    create: (input: CreateApiTokenInput) => mutate({ variables: { input } }),
    saving: loading,
  };
}

export function useRevokeApiToken() {
  const [mutate, { loading }] = useMutation(RevokeApiTokenDocument);
  return { revoke: (id: number) => mutate({ variables: { id } }), revoking: loading };
}
