import { useMutation, useQuery } from '@apollo/client/react';
import { AlertPreferencesDocument, UpdateAlertPreferencesDocument } from '@/generated/graphql';

/** The admin's own alert settings, kept on the server so they follow the admin to another browser. */
export function useAlertPreferences() {
  const { data } = useQuery(AlertPreferencesDocument);
  const [mutate, { loading }] = useMutation(UpdateAlertPreferencesDocument, {
    // Preferences have no id to normalise by: the answer replaces the query's copy by hand.
    update(cache, { data: answer }) {
      if (answer) cache.writeQuery({ query: AlertPreferencesDocument, data: { myPreferences: answer.updateMyPreferences } });
    },
  });
  return {
    alertSound: data?.myPreferences.alertSound ?? false,
    saving: loading,
    setAlertSound: (alertSound: boolean) => mutate({ variables: { input: { alertSound } } }),
  };
}
