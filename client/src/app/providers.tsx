import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, type ReactNode } from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import { SERVER_STYLES_ATTRIBUTE } from '@/lib/server-state';
import { theme } from '@/lib/theme';

/**
 * Emotion flips every style for right-to-left once, at insertion; the server makes one per page.
 * Without stylis's prefixer: the browsers the site supports read flex, grid and transitions
 * unprefixed, and the prefixes made every page's CSS about a quarter larger and every style
 * slower to serialise while hydrating.
 */
export const createRtlCache = (): EmotionCache => createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] });

/** The server's style elements (see SERVER_STYLES_ATTRIBUTE), on a server-rendered page. */
const serverStyleElements = (): Element[] =>
  typeof document === 'undefined' ? [] : [...document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)];

/** The browser's cache, told which styles the server's elements already hold so none is added twice. */
function createBrowserCache(): EmotionCache {
  const cache = createRtlCache();
  for (const element of serverStyleElements()) {
    for (const id of element.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ').slice(1)) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * The global styles, in the browser only where the server's page did not bring them (the back
 * office's shell): a public page never downloads them. The server renders them itself
 * (entry-server.tsx passes `baseline`).
 */
const BrowserBaseline = lazy(() => import('@mui/material/CssBaseline'));

let browserCache: EmotionCache | undefined;
/** The server's page holds the global styles: rendering them again would add a second copy. */
let globalsFromServer: boolean | undefined;

export function Providers({
  children,
  emotionCache,
  baseline,
}: {
  children: ReactNode;
  emotionCache?: EmotionCache;
  baseline?: ReactNode;
}) {
  globalsFromServer ??= serverStyleElements().some((element) => element.getAttribute(SERVER_STYLES_ATTRIBUTE)!.startsWith('rtl-global '));
  return (
    <CacheProvider value={emotionCache ?? (browserCache ??= createBrowserCache())}>
      <ThemeProvider theme={theme}>
        {emotionCache
          ? baseline
          : !globalsFromServer && (
              <Suspense fallback={null}>
                <BrowserBaseline />
              </Suspense>
            )}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
