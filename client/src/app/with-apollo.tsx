import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from '@/lib/apollo';

/**
 * Apollo is given to the parts that load data, not to the whole app: the shell and the home
 * page's first screen then render without downloading it (home page budget: 150 KB of gzip JS).
 * Every boundary shares the one client and its cache.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
