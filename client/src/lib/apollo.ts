import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { from, mergeMap, throwError } from 'rxjs';
import { paths } from '@/config/paths';
import { authStorage } from './auth-storage';
import { awaitRelogin } from './relogin';
import { tokenClaims } from './token-claims';
import { loginHref, refusesDeactivated, type SessionEndReason } from './session-end';

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

/** The sign-in's own calls: their 401 is a wrong password or code, never an ended session. */
const SIGN_IN_STEPS = new Set(['Login', 'VerifyLogin', 'BeginLoginTwoFactorSetup']);

/**
 * A session that ended while the admin worked (a password change or «خروج از همه دستگاه‌ها» elsewhere, the token's
 * end) asks for the password over the page, and every call it refused, a save or a read, goes out again with the new
 * token: what was typed and what was on screen stay. A read refused in the same moment as a save (a list still
 * loading when the session ended) waits for the same prompt instead of throwing the page away for the login page.
 * A token that was never ours (unreadable) ends the session at once: storage is cleared and the login page opens.
 */
const errorLink = new ErrorLink(({ error, operation, forward }) => {
  // A deactivated admin (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts") is not asked for the password
  // again: the login page says why.
  if (CombinedGraphQLErrors.is(error) && refusesDeactivated(error.errors) && !SIGN_IN_STEPS.has(operation.operationName ?? '')) {
    endSession('deactivated');
    return;
  }
  // A GraphQL response body arrives as CombinedGraphQLErrors even when its HTTP status is 401.
  const unauthenticated =
    (ServerError.is(error) && error.statusCode === 401) ||
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
  if (!unauthenticated || !authStorage.token() || SIGN_IN_STEPS.has(operation.operationName ?? '')) return;
  const inBackOffice = window.location.pathname.startsWith(paths.adminRoot);
  if (inBackOffice && tokenClaims(authStorage.token())) {
    return from(awaitRelogin()).pipe(
      mergeMap((loggedIn) => {
        if (loggedIn) return forward(operation);
        endSession();
        return throwError(() => error);
      }),
    );
  }
  endSession();
});

/** The session is over: the stored token goes and the back office opens the login page (saying why, when there is a reason). */
export function endSession(reason?: SessionEndReason) {
  authStorage.clear();
  if (window.location.pathname.startsWith(paths.adminRoot)) window.location.assign(loginHref(reason));
}

let browserClient: ApolloClient | undefined;

/**
 * The browser's one client (the back office's; the public pages read through lib/public-data),
 * made on first use. Multipart carries uploads; the preflight header satisfies the server's CSRF
 * prevention.
 */
export function browserApolloClient(): ApolloClient {
  browserClient ??= new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new UploadHttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } })]),
    cache: new InMemoryCache(),
    // A refetch asked for by a live event (a new request) while the same list is still loading
    // would otherwise share that earlier request and show its answer, which predates the event: on
    // a slow line the new request never appeared until a reload.
    queryDeduplication: false,
  });
  return browserClient;
}
