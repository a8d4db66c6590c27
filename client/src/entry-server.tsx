import type { OperationRequest, OrderFormState, RenderedPage } from '@site-builder/rules';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import type { FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createRtlCache, Providers } from '@/app/providers';
import { currentJalaliYear, RenderInfoProvider, type RenderInfo } from '@/lib/render-context';
import { AppRoutes } from '@/app/router';
import { SiteIdentityDocument } from '@/generated/public/graphql';
import { PublicDataProvider, PublicDataStore } from '@/lib/public-data';
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

const styleElements = (chunks: StyleChunks): string =>
  chunks.styles
    .filter((chunk) => chunk.css)
    .map((chunk) => `<style ${SERVER_STYLES_ATTRIBUTE}="${chunk.key} ${chunk.ids.join(' ')}">${chunk.css}</style>`)
    .join('');

/** The prerendered HTML as one string. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  return text + decoder.decode();
}

/**
 * The site's identity and questions, asked once per page beside its own queries: the layout shows
 * them on every page, and the browser keeps them for the visit. Unreadable, the page still renders
 * (their elements hidden) and the server does not keep it (its answer had errors).
 */
async function siteIdentity(execute: RenderOptions['execute']): Promise<SiteIdentity | null> {
  const { data } = await execute({ query: SiteIdentityDocument.toString(), operationName: 'SiteIdentity' });
  return (data as SiteIdentity | null | undefined) ?? null;
}

/**
 * A public page as HTML, rendered by the components the browser hydrates, with its data (a
 * component waits for its query's answer: lib/public-data.tsx) and only the CSS it uses.
 */
export async function render({ url, publicUrl, orderForm, execute }: RenderOptions): Promise<RenderedPage> {
  const data = new PublicDataStore({}, execute);
  const emotionCache = createRtlCache();
  // Styles are extracted from the finished HTML below, not written beside each element.
  emotionCache.compat = true;
  let status = 200;
  const jalaliYear = currentJalaliYear();
  const identity = await siteIdentity(execute);
  const info: RenderInfo = { publicUrl, jalaliYear, orderForm, identity, reportStatus: (reported) => (status = reported) };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <RenderInfoProvider value={info}>
      <PublicDataProvider store={data}>
        <Providers emotionCache={emotionCache} baseline={<CssBaseline />}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </PublicDataProvider>
    </RenderInfoProvider>,
    // Everything inline: larger boundaries would otherwise come after the shell with inline
    // scripts to put them in place, which the CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const result = await readAll(prelude);
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
    state: serializeServerState({ publicUrl, jalaliYear, orderForm, identity, publicData: data.extract() }),
  };
}
