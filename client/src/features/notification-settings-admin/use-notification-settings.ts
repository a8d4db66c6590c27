import { useMutation, useQuery } from '@apollo/client/react';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export interface NotificationSwitches {
  notifyAssignedEmail: boolean;
  notifyAssignedSms: boolean;
  notifyOverdueEmail: boolean;
  notifyOverdueSms: boolean;
  notifyOffHours: boolean;
}

/** The switches alone: Apollo adds `__typename` to what it reads, which no input accepts. */
export const switchesOf = (values: NotificationSwitches): NotificationSwitches => ({
  notifyAssignedEmail: values.notifyAssignedEmail,
  notifyAssignedSms: values.notifyAssignedSms,
  notifyOverdueEmail: values.notifyOverdueEmail,
  notifyOverdueSms: values.notifyOverdueSms,
  notifyOffHours: values.notifyOffHours,
});

/** The admin's own e-mail and SMS switches, where the messages go, and which channels the server has. */
export function useNotificationSettings() {
  const result = useQuery(NotificationSettingsDocument);
  const [mutate, { loading: saving }] = useMutation(UpdateNotificationSettingsDocument, {
    // Preferences have no id to normalise by: the answer replaces the query's copy by hand.
    update(cache, { data: answer }) {
      const current = cache.readQuery({ query: NotificationSettingsDocument });
      if (answer && current)
        cache.writeQuery({ query: NotificationSettingsDocument, data: { ...current, myPreferences: answer.updateMyPreferences } });
    },
  });
  return {
    state: queryState(result, (data) => data),
    saving,
    save: (input: NotificationSwitches) => mutate({ variables: { input: switchesOf(input) } }),
  };
}
