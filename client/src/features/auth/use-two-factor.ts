import { useMutation, useQuery } from '@apollo/client/react';
import {
  BeginTwoFactorSetupDocument,
  ConfirmTwoFactorSetupDocument,
  DisableTwoFactorDocument,
  TwoFactorStatusDocument,
} from '@/generated/graphql';
import { toLatinDigits } from '@/lib/format';
import { queryState } from '@/lib/query-state';

/** The signed-in admin's two-factor sign-in: on or off, required or not, recovery codes left. */
export function useTwoFactorStatus() {
  const result = useQuery(TwoFactorStatusDocument, { fetchPolicy: 'network-only' });
  return queryState(result, (data) => data.twoFactorStatus);
}

export function useBeginTwoFactorSetup() {
  const [mutate] = useMutation(BeginTwoFactorSetupDocument);
  return async () => (await mutate()).data!.beginTwoFactorSetup;
}

/** The first code confirms the setup: the answer is the ten recovery codes, shown once. */
export function useConfirmTwoFactorSetup() {
  const [mutate] = useMutation(ConfirmTwoFactorSetupDocument);
  return async (code: string) => [
    ...(await mutate({ variables: { input: { code: toLatinDigits(code.trim()) } } })).data!.confirmTwoFactorSetup.recoveryCodes,
  ];
}

export function useDisableTwoFactor() {
  const [mutate] = useMutation(DisableTwoFactorDocument);
  return async (code: string) => {
    await mutate({ variables: { input: { code: toLatinDigits(code.trim()) } } });
  };
}
