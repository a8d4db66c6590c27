import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
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

let browserCache: EmotionCache | undefined;
/** The server's page holds the global styles: rendering them again would add a second copy. */
let globalsFromServer: boolean | undefined;

export function Providers({ children, emotionCache }: { children: ReactNode; emotionCache?: EmotionCache }) {
  globalsFromServer ??= serverStyleElements().some((element) => element.getAttribute(SERVER_STYLES_ATTRIBUTE)!.startsWith('rtl-global '));
  return (
    <CacheProvider value={emotionCache ?? (browserCache ??= createBrowserCache())}>
      <ThemeProvider theme={theme}>
        {(emotionCache || !globalsFromServer) && <CssBaseline />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
