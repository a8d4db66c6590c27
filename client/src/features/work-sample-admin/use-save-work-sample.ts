import { useMutation } from '@apollo/client/react';
import { CreateWorkSampleDocument, UpdateWorkSampleDocument } from '@/generated/graphql';
import { toWorkSampleInput, type WorkSampleFormValues } from './work-sample-schema';

/**
 * Adds or updates a work sample with its image. The list is not refetched from here: it loads
 * cache-and-network when the admin opens it.
 */
export function useSaveWorkSample(id: number | null) {
  const [create, created] = useMutation(CreateWorkSampleDocument);
  const [update, updated] = useMutation(UpdateWorkSampleDocument);

  async function save(values: WorkSampleFormValues) {
    const image = values.image ?? undefined;
    if (id === null) await create({ variables: { input: toWorkSampleInput(values), image } });
    else await update({ variables: { id, input: toWorkSampleInput(values), image } });
  }

  return { save, saving: created.loading || updated.loading };
}
