import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { theme } from './theme';

/** Emotion flips every style for right-to-left once, at insertion; the server makes one per page. */
export const createRtlCache = (): EmotionCache => createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });

let browserCache: EmotionCache | undefined;

export function Providers({ children, emotionCache }: { children: ReactNode; emotionCache?: EmotionCache }) {
  return (
    <CacheProvider value={emotionCache ?? (browserCache ??= createRtlCache())}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
