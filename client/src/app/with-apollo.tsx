import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { browserApolloClient } from '@/lib/apollo';

/**
 * Apollo for the back office (the admin app and the login page): the public pages read their
 * data through lib/public-data.tsx and never download it (every public page's budget: 150 KB of
 * gzip JS). Every boundary shares the one client and its cache.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  if (provided) return children;
  return <ApolloProvider client={browserApolloClient()}>{children}</ApolloProvider>;
}
