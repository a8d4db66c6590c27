import type { OperationRequest, OrderFormState, RenderedPage } from '@site-builder/rules';
import type { EmotionCache } from '@emotion/cache';
import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionServer from '@emotion/server/create-instance';
import { print, type FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createRtlCache, Providers } from '@/app/providers';
import { currentJalaliYear, RenderInfoProvider, type RenderInfo } from '@/lib/render-context';
import { AppRoutes } from '@/app/router';
import { SiteIdentityDocument } from '@/generated/graphql';
import { createApolloClient } from '@/lib/apollo';
import type { SiteIdentity } from '@/lib/site-identity';
import { SERVER_STYLES_ATTRIBUTE, serializeServerState } from '@/lib/server-state';

export { publicPageModules } from '@/app/router';
export { currentJalaliYear } from '@/lib/render-context';

export interface RenderOptions {
  /** Path and query of the page. */
  url: string;
  publicUrl: string;
  /** A refused order form to show again (POST /order without JavaScript). */
  orderForm?: OrderFormState;
  /** Runs an operation against the server's schema in its own process: never a request to itself. */
  execute(request: OperationRequest): Promise<FormattedExecutionResult>;
}

/** Hoisted elements (title, meta, link) come first in React's output when it renders no <html>. */
const LEADING_HEAD = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

function inProcessLink(execute: RenderOptions['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

type StyleChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * Adds the styles the page rendered but no element carries: MUI composes a component from
 * styled layers (a Link's own rules, then Typography's), and emotion inserts each layer while
 * only the merged class reaches the HTML. Without them the browser would serialise, flip (RTL)
 * and insert each layer again while hydrating, in the one task that commits the page.
 */
function withComposedStyles(cache: EmotionCache, chunks: StyleChunks): StyleChunks {
  const regular = chunks.styles.find((chunk) => chunk.key === cache.key);
  if (!regular) return chunks;
  const sent = new Set(regular.ids);
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css === 'string' && !sent.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined) {
      regular.ids.push(id);
      regular.css += css;
    }
  }
  return chunks;
}

function forgetStyles(cache: EmotionCache): void {
  for (const id of Object.keys(cache.inserted)) delete cache.inserted[id];
  for (const className of Object.keys(cache.registered)) delete cache.registered[className];
}

const styleElements = (chunks: StyleChunks): string =>
  chunks.styles
    .filter((chunk) => chunk.css)
    .map((chunk) => `<style ${SERVER_STYLES_ATTRIBUTE}="${chunk.key} ${chunk.ids.join(' ')}">${chunk.css}</style>`)
    .join('');

/**
 * The site's identity and questions, asked once per page beside its own queries: the layout shows
 * them on every page, and the browser keeps them for the visit. Unreadable, the page still renders
 * (their elements hidden) and the server does not keep it (its answer had errors).
 */
async function siteIdentity(execute: RenderOptions['execute']): Promise<SiteIdentity | null> {
  const { data } = await execute({ query: print(SiteIdentityDocument), operationName: 'SiteIdentity' });
  return (data as SiteIdentity | null | undefined) ?? null;
}

/**
 * A public page as HTML, rendered by the components the browser hydrates, with its data
 * (rendered again until every query has its answer) and only the CSS it uses.
 */
export async function render({ url, publicUrl, orderForm, execute }: RenderOptions): Promise<RenderedPage> {
  const client = createApolloClient(inProcessLink(execute));
  const emotionCache = createRtlCache();
  // Styles are extracted from the finished HTML below, not written beside each element.
  emotionCache.compat = true;
  let status = 200;
  const jalaliYear = currentJalaliYear();
  const identity = await siteIdentity(execute);
  const info: RenderInfo = { publicUrl, jalaliYear, orderForm, identity, reportStatus: (reported) => (status = reported) };
  const errors: unknown[] = [];
  const { result } = await prerenderStatic({
    tree: (
      <RenderInfoProvider value={info}>
        <ApolloProvider client={client}>
          <Providers emotionCache={emotionCache}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </ApolloProvider>
      </RenderInfoProvider>
    ),
    // Everything inline: larger boundaries would otherwise come after the shell with inline
    // scripts to put them in place, which the CSP (script-src 'self') blocks.
    renderFunction: (node) => {
      // Each pass starts with no styles: the page keeps only those of its last, complete pass,
      // not the skeletons' of the passes that waited for data.
      forgetStyles(emotionCache);
      return prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
    },
  });
  if (errors.length) throw new AggregateError(errors, `rendering ${url} failed`);
  const head = LEADING_HEAD.exec(result)?.[0] ?? '';
  const html = result.slice(head.length);
  const emotionServer = createEmotionServer(emotionCache);
  const styles = styleElements(withComposedStyles(emotionCache, emotionServer.extractCriticalToChunks(html)));
  return {
    status,
    head,
    styles,
    html,
    state: serializeServerState({ publicUrl, jalaliYear, orderForm, identity, apollo: client.extract() }),
  };
}
