import type { Plugin } from 'vite';

/** Files of @mui/material replaced, by their folder and the name their siblings import them with. */
const REPLACED: Record<string, string> = {
  'styles/createTheme.mjs': `
import createThemeNoVars from './createThemeNoVars.mjs';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('The site is built without MUI CSS variables themes (client/vite/mui-without-unused-parts.ts)');
  }
  return createThemeNoVars(options, ...args);
}`,
  'styles/ThemeProvider.mjs': `
import ThemeProviderNoVars from './ThemeProviderNoVars.mjs';
import { createElement, useMemo } from 'react';
export default function ThemeProvider({ theme, ...props }) {
  const withoutVars = useMemo(() => (typeof theme === 'function' || 'vars' in theme ? theme : { ...theme, vars: null }), [theme]);
  return createElement(ThemeProviderNoVars, { theme: withoutVars, ...props });
}`,
  // The theme turns ripples off on every button (lib/theme.ts): ButtonBase never mounts one.
  'ButtonBase/TouchRipple.mjs': `
import { forwardRef, useImperativeHandle } from 'react';
const TouchRipple = forwardRef(function TouchRipple(_props, ref) {
  useImperativeHandle(ref, () => ({ start() {}, stop() {}, pulsate() {} }), []);
  return null;
});
export default TouchRipple;`,
};

const PREFIX = '\0mui-without-unused-parts:';

/**
 * MUI without what the site never runs but every page downloaded: createTheme and ThemeProvider
 * without their CSS-variables branch (the colour-scheme provider, its theme builder and script;
 * the site's one light theme never takes it), about 7 KB of gzip JavaScript, and the touch
 * ripple, off everywhere. A theme asking for CSS variables or colour schemes fails at once
 * rather than rendering differently.
 */
export function muiWithoutUnusedParts(): Plugin {
  return {
    name: 'mui-without-unused-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const folder =
        importer && source.startsWith('./') ? /[\\/]@mui[\\/]material[\\/](?:esm[\\/])?(\w+)[\\/][^\\/]+$/.exec(importer)?.[1] : undefined;
      if (!folder || !(`${folder}/${source.slice(2)}` in REPLACED)) return null;
      return `${PREFIX}${importer!.replace(/[^\\/]+$/, '')}${source.slice(2)}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const [, directory, folder, name] = /^(.*[\\/](\w+)[\\/])([^\\/]+)$/.exec(file)!;
      // The replacement's own relative imports resolve beside the file it replaces.
      return REPLACED[`${folder}/${name}`].replace(/'\.\/([^']+)'/g, (_, sibling: string) => JSON.stringify(directory + sibling));
    },
  };
}
