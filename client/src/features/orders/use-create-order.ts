import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { CreateOrderDocument } from '@/generated/graphql';

export const NETWORK_ERROR = 'خطا در برقراری ارتباط با سرور';

export type OrderResult = { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string[]> };

/** Sends a visitor's request; resolves to the server's Persian message either way. */
export function useCreateOrder() {
  const [mutate, { loading }] = useMutation(CreateOrderDocument);
  async function send(input: { fullName: string; phoneNumber: string; description: string | null }): Promise<OrderResult> {
    try {
      const { data } = await mutate({ variables: { input } });
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
