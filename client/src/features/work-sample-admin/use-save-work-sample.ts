import { useMutation } from '@apollo/client/react';
import { CreateWorkSampleDocument, UpdateWorkSampleDocument } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';
import { toWorkSampleInput, type WorkSampleFormValues } from './work-sample-schema';

/**
 * Adds or updates a work sample with its image. The list is not refetched from here: it loads
 * cache-and-network when the admin opens it.
 */
export function useSaveWorkSample() {
  const [create] = useMutation(CreateWorkSampleDocument);
  const [update] = useMutation(UpdateWorkSampleDocument);
  return {
    create: (values: WorkSampleFormValues, idempotencyKey?: string) =>
      create({ variables: { input: toWorkSampleInput(values), image: values.image ?? undefined }, context: idempotent(idempotencyKey) }),
    update: (id: number, values: WorkSampleFormValues) =>
      update({ variables: { id, input: toWorkSampleInput(values), image: values.image ?? undefined } }),
  };
}
