import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument } from '@/generated/graphql';
import { authStorage, type StoredUser } from '@/lib/auth-storage';

/**
 * The stored user, checked with the server once per visit to the back office: a token the
 * server no longer accepts ends the session (the Apollo error link sends a 401 to the login
 * page), and a renamed admin or changed roles show at once.
 */
export function useCurrentAdmin(stored: StoredUser): StoredUser {
  const { data } = useQuery(MeDocument, { fetchPolicy: 'network-only' });
  const fresh = data?.me;
  useEffect(() => {
    const token = authStorage.token();
    if (fresh && token)
      authStorage.save(token, { id: fresh.id, name: fresh.name, family: fresh.family, email: fresh.email, roles: [...fresh.roles] });
  }, [fresh]);
  return fresh ? { id: fresh.id, name: fresh.name, family: fresh.family, email: fresh.email, roles: [...fresh.roles] } : stored;
}
