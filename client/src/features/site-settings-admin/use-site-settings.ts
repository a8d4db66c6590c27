import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminSiteSettingsDocument,
  CreateFaqItemDocument,
  DeleteFaqItemDocument,
  SortFaqItemsDocument,
  UpdateFaqItemDocument,
  UpdateSiteSettingsDocument,
  type UpdateSiteSettingsInput,
} from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';
import { idempotent } from '@/lib/idempotency';
import { queryState } from '@/lib/query-state';

export function useAdminSiteSettings() {
  const result = useQuery(AdminSiteSettingsDocument, { fetchPolicy: 'network-only' });
  return queryState(result, (data) => data);
}

export function useSaveSiteSettings() {
  const [update] = useMutation(UpdateSiteSettingsDocument);
  return (input: UpdateSiteSettingsInput) => update({ variables: { input } });
}

/** The questions' writes; the list on screen is fetched again after each. */
export function useFaqItemWrites() {
  const [create] = useMutation(CreateFaqItemDocument, afterWrite('FaqItem'));
  const [update] = useMutation(UpdateFaqItemDocument, afterWrite('FaqItem'));
  const [remove] = useMutation(DeleteFaqItemDocument, { refetchQueries: [AdminSiteSettingsDocument], awaitRefetchQueries: true });
  const [sort] = useMutation(SortFaqItemsDocument, afterWrite('FaqItem'));
  return {
    create: (question: string, answer: string, idempotencyKey?: string) =>
      create({ variables: { input: { question, answer } }, context: idempotent(idempotencyKey) }),
    update: (id: number, question: string, answer: string, version?: number) =>
      update({ variables: { id, input: { question, answer, version } } }),
    remove: (id: number) => remove({ variables: { id } }),
    sort: (ids: number[]) => sort({ variables: { ids } }),
  };
}
