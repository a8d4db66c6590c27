import { useMutation } from '@apollo/client/react';
import { CreateWorkSampleDocument, UpdateWorkSampleDocument } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';
import { afterWrite } from '@/lib/after-write';
import { toWorkSampleInput, type WorkSampleFormValues } from './work-sample-schema';

/** Adds or updates a work sample with its image. */
export function useSaveWorkSample() {
  const [create] = useMutation(CreateWorkSampleDocument, afterWrite('WorkSample'));
  const [update] = useMutation(UpdateWorkSampleDocument, afterWrite('WorkSample'));
  return {
    create: (values: WorkSampleFormValues, idempotencyKey?: string) =>
      create({ variables: { input: toWorkSampleInput(values), image: values.image ?? undefined }, context: idempotent(idempotencyKey) }),
    update: (id: number, values: WorkSampleFormValues, version?: number) =>
      update({ variables: { id, input: { ...toWorkSampleInput(values), version }, image: values.image ?? undefined } }),
  };
}
