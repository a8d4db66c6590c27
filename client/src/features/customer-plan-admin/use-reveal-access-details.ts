import { useMutation } from '@apollo/client/react';
import { RevealCustomerPlanAccessDocument } from '@/generated/graphql';

/**
 * A plan's access details, shown only on purpose (docs/ARCHITECTURE.md, "Secrets shown on purpose"): every read elsewhere carries «••••»;
 * this asks the server, which writes the reveal to the activity log before it answers.
 */
export function useRevealAccessDetails() {
  const [mutate] = useMutation(RevealCustomerPlanAccessDocument);
  return async (id: number): Promise<string> => {
    const { data } = await mutate({ variables: { id } });
    return data?.revealCustomerPlanAccess ?? '';
  };
}
