import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { OfficeHoursDocument } from '@/generated/graphql';
import { officeBusinessHours } from './first-contact-countdown';

/** The office's hours, read once per session: they change only with the server's settings. */
export function useOfficeHours() {
  const { data } = useQuery(OfficeHoursDocument, { fetchPolicy: 'cache-first' });
  return useMemo(() => data && officeBusinessHours(data.officeHours), [data]);
}
