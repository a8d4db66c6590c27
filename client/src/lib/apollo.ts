import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { authStorage } from './auth-storage';

/** Every call says it is an XHR-style call and carries the admin token when one is stored. */
const authLink = new SetContextLink(({ headers }) => {
  const token = authStorage.token();
  return {
    headers: {
      ...headers,
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  };
});

/** A rejected token ends the back-office session: storage is cleared and the login opens. */
const errorLink = new ErrorLink(({ error }) => {
  // A GraphQL response body arrives as CombinedGraphQLErrors even when its HTTP status is 401.
  const unauthenticated =
    (ServerError.is(error) && error.statusCode === 401) ||
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
  if (unauthenticated && authStorage.token()) {
    authStorage.clear();
    if (window.location.pathname.startsWith('/admin')) window.location.assign('/ch-admin');
  }
});

/** Multipart for uploads; the preflight header satisfies the server's CSRF prevention. */
const httpLink = new UploadHttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } });

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, authLink, httpLink]),
  cache: new InMemoryCache(),
});
