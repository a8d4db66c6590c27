import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { browserApolloClient } from '@/lib/apollo';

/**
 * Apollo is given to the parts that load data, not to the whole app: the shell and the home
 * page's first screen then hydrate without downloading it (home page budget: 150 KB of gzip JS).
 * Every boundary shares the one client and its cache; on the server, the page's own client is
 * already provided around the whole tree.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  if (provided) return children;
  return <ApolloProvider client={browserApolloClient()}>{children}</ApolloProvider>;
}
