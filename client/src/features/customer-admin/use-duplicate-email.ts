import { useQuery } from '@apollo/client/react';
import { CustomersWithEmailDocument } from '@/generated/graphql';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The other customers already holding this e-mail. Two customers may share one (a family, a
 * shop's common address), so the server accepts it; the form says so before staff save a
 * customer who may already be on file.
 */
export function useDuplicateEmail(email: string, ownId?: number): { id: number; name: string; family: string }[] {
  const settled = useDebouncedValue(email.trim().toLowerCase());
  const { data } = useQuery(CustomersWithEmailDocument, {
    variables: { search: settled },
    skip: !LOOKS_LIKE_EMAIL.test(settled),
    fetchPolicy: 'network-only',
  });
  if (!LOOKS_LIKE_EMAIL.test(settled)) return [];
  return (data?.customers.items ?? []).filter((customer) => customer.email.toLowerCase() === settled && customer.id !== ownId);
}
