import { useRef, useState } from 'react';
import { CreateOrderDocument } from '@/generated/public/graphql';
import { idempotent, newIdempotencyKey, submissionSignature } from '@/lib/idempotency';
import { fetchGraphQL, GraphQLResponseError } from '@/lib/public-data';

export const NETWORK_ERROR = 'خطا در برقراری ارتباط با سرور';

export type OrderResult =
  { ok: true; message: string; reference: string } | { ok: false; message: string; fields: Record<string, string[]> };

/**
 * Sends a visitor's request; resolves to the server's Persian message either way. The same
 * request sent again (a double tap, a retry after the network dropped the answer) carries the
 * same Idempotency-Key, so the office gets one call-back request, not two.
 */
export function useCreateOrder() {
  const [sending, setSending] = useState(false);
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
    setSending(true);
    try {
      const data = await fetchGraphQL(CreateOrderDocument, { input }, idempotent(submission.current.key).headers);
      submission.current = null;
      return { ok: true, message: data.createOrder.message, reference: data.createOrder.reference };
    } catch (error) {
      if (error instanceof GraphQLResponseError && error.errors[0]) {
        const first = error.errors[0];
        return { ok: false, message: first.message, fields: (first.extensions?.fields as Record<string, string[]>) ?? {} };
      }
      return { ok: false, message: NETWORK_ERROR, fields: {} };
    } finally {
      setSending(false);
    }
  }
  return { send, sending };
}
