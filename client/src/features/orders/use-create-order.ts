import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { CreateOrderDocument } from '@/generated/graphql';
import { idempotent, newIdempotencyKey, submissionSignature } from '@/lib/idempotency';

export const NETWORK_ERROR = 'خطا در برقراری ارتباط با سرور';

export type OrderResult = { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string[]> };

/**
 * Sends a visitor's request; resolves to the server's Persian message either way. The same
 * request sent again (a double tap, a retry after the network dropped the answer) carries the
 * same Idempotency-Key, so the office gets one call-back request, not two.
 */
export function useCreateOrder() {
  const [mutate, { loading }] = useMutation(CreateOrderDocument);
  const submission = useRef<{ signature: string; key: string } | null>(null);
  async function send(input: {
    fullName: string;
    phoneNumber: string;
    description: string | null;
    themeId?: number | null;
    planId?: number | null;
  }): Promise<OrderResult> {
    const signature = submissionSignature(input);
    if (submission.current?.signature !== signature) submission.current = { signature, key: newIdempotencyKey() };
    try {
      const { data } = await mutate({ variables: { input }, context: idempotent(submission.current.key) });
      submission.current = null;
      return { ok: true, message: data!.createOrder.message };
    } catch (error) {
      if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
        const first = error.errors[0];
        return { ok: false, message: first.message, fields: (first.extensions?.fields as Record<string, string[]>) ?? {} };
      }
      return { ok: false, message: NETWORK_ERROR, fields: {} };
    }
  }
  return { send, sending: loading };
}
