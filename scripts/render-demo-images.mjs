#!/usr/bin/env node
/**
 * Renders the demo catalogue images into server/assets/demo/ (committed files; nothing is
 * fetched at run time and the HTML uses no external URL).
 *
 *   themes/<code>-desktop.webp  1200x750   website mockup in the theme's own palette and layout
 *   themes/<code>-mobile.webp    390x780   the same theme on a phone
 *   categories/<key>.webp        480x320   icon illustration plus the category name
 *   work-samples/<n>.webp        960x600   the business's homepage in a browser frame
 *   guides/<guide>/<nn>.webp    1000x625   WordPress / WooCommerce admin screen, step badge, spotlight,
 *                                          drawn at twice the pixels (2000x1250): shown 850 px wide, sharp on 2x screens
 *
 * Data: the single source is server/src/database/seeds/demo/catalogue.ts. This script strips its
 * types with the TypeScript compiler (ts.transpileModule, no type checking) into a temporary .mjs
 * and imports that, so no JSON copy has to be kept in sync. Only rendering details (palettes,
 * layouts, texts that appear inside the mockups) live here.
 *
 * How to run (from a scratch folder outside the repository, never inside /work/main):
 *   mkdir -p /tmp/imggen && cd /tmp/imggen && npm init -y
 *   npm install playwright-core sharp typescript@5 vazirmatn   # TypeScript 7 has no JS API
 *   node /work/main/scripts/render-demo-images.mjs                 # everything
 *   node /work/main/scripts/render-demo-images.mjs themes guides   # only some groups
 *   node /work/main/scripts/render-demo-images.mjs --only=themes/7 # only paths containing a string
 * Packages are resolved from $IMGGEN_DIR (default: the current directory). Chromium is Debian's
 * `chromium` package: $CHROMIUM_PATH, default /usr/bin/chromium. Output is WebP (sharp, quality 70,
 * lowered step by step when a file would exceed 45 KB, 110 KB for the twice-the-pixels guides). Text uses the Vazirmatn variable font,
 * embedded in each page as base64.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GUIDE_KEYS, GUIDES, guideImagePath } from '@site-builder/rules';

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(scriptDir, '..');
const cataloguePath = path.join(repoRoot, 'server/src/database/seeds/demo/catalogue.ts');
const outDir = path.join(repoRoot, 'server/assets/demo');
const depsDir = path.resolve(process.env.IMGGEN_DIR ?? process.cwd());
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MAX_BYTES = 45 * 1024;
/** Guide screenshots hold four times the pixels (small admin text that must stay readable). */
const GUIDE_MAX_BYTES = 110 * 1024;

const requireDep = createRequire(path.join(depsDir, 'package.json'));
const { chromium } = requireDep('playwright-core');
const sharp = requireDep('sharp');
const ts = requireDep('typescript');
const fontPath = requireDep.resolve('vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2');
const FONT_B64 = fs.readFileSync(fontPath).toString('base64');

// ---------------------------------------------------------------------------
// Catalogue (transpiled from catalogue.ts)
// ---------------------------------------------------------------------------

async function loadCatalogue() {
  const source = fs.readFileSync(cataloguePath, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: 'catalogue.ts',
  });
  // Beside the source, so its package imports (@site-builder/rules) resolve as the server's do.
  const tmp = path.join(path.dirname(cataloguePath), `.demo-catalogue-${process.pid}.mjs`);
  fs.writeFileSync(tmp, outputText);
  try {
    return await import(pathToFileURL(tmp).href);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** Latin digits to Persian digits; thousands separators become the Persian separator. */
const fa = (value) =>
  String(value)
    .replace(/\d/g, (d) => FA_DIGITS[d])
    .replace(/,/g, '٬');
const toman = (n) => `${fa(n.toLocaleString('en-US'))} تومان`;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Stroke icons, 24x24 view box. */
const ICONS = {
  bag: '<path d="M5 7h14l-1.2 13.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 7z"/><path d="M9 10V6a3 3 0 0 1 6 0v4"/>',
  cart: '<circle cx="9" cy="20" r="1.4"/><circle cx="17" cy="20" r="1.4"/><path d="M2 3h3l2.6 12.2h11l2.2-8.2H6.3"/>',
  building: '<rect x="4" y="3" width="10" height="18" rx="1"/><path d="M14 9h6v12h-6M7 7h4M7 11h4M7 15h4M9 21v-3"/>',
  heart:
    '<path d="M12 20.5s-7.5-4.6-9.3-9.6C1.4 7.2 3.9 4 7.3 4c2 0 3.5 1.1 4.7 2.7C13.2 5.1 14.7 4 16.7 4c3.4 0 5.9 3.2 4.6 6.9-1.8 5-9.3 9.6-9.3 9.6z"/><path d="M6.5 12h3l1.5-3 2 5.5 1.5-2.5h3"/>',
  dish: '<path d="M3 17.5h18M5 17.5a7 7 0 0 1 14 0M12 10.5V8.5M10 8.5h4M4 20.5h16"/>',
  cup: '<path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9z"/><path d="M17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2.5c0 1.5 1.5 1.5 1.5 3.5M12 2.5c0 1.5 1.5 1.5 1.5 3.5"/>',
  cap: '<path d="M2 9l10-5 10 5-10 5-10-5z"/><path d="M6 11v5c3.3 2.6 8.7 2.6 12 0v-5M22 9v6"/>',
  home: '<path d="M3 11l9-7 9 7"/><path d="M5 9.5V20h14V9.5M10 20v-6h4v6"/>',
  flower:
    '<circle cx="12" cy="12" r="2.5"/><path d="M12 9.5C10 6 10 3.5 12 2c2 1.5 2 4 0 7.5zM12 14.5c2 3.5 2 6 0 7.5-2-1.5-2-4 0-7.5zM9.5 12C6 14 3.5 14 2 12c1.5-2 4-2 7.5 0zM14.5 12c3.5-2 6-2 7.5 0-1.5 2-4 2-7.5 0z"/>',
  wrench: '<path d="M14.7 6.3a4 4 0 0 0-5.2 5.2L3 18l3 3 6.5-6.5a4 4 0 0 0 5.2-5.2l-2.6 2.6-2.6-.6-.6-2.6 2.8-2.4z"/>',
  shirt: '<path d="M8 3L3 6l2 4 3-1v12h8V9l3 1 2-4-5-3c-.6 1.5-2 2.5-4 2.5S8.6 4.5 8 3z"/>',
  chip: '<rect x="6" y="6" width="12" height="12" rx="2"/><rect x="9.5" y="9.5" width="5" height="5"/><path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4"/>',
  tooth:
    '<path d="M7.5 3C5 3 3.5 5 3.5 7.5c0 3 1.5 4.5 2 7 .6 3 1 6.5 2.5 6.5s2-3 2.6-5.5c.3-1.2 2.5-1.2 2.8 0 .6 2.5 1.1 5.5 2.6 5.5s1.9-3.5 2.5-6.5c.5-2.5 2-4 2-7C20.5 5 19 3 16.5 3c-1.7 0-2.6 1-4.5 1s-2.8-1-4.5-1z"/>',
  book: '<path d="M3 5c3-1 6-1 9 1 3-2 6-2 9-1v14c-3-1-6-1-9 1-3-2-6-2-9-1V5z"/><path d="M12 6v14"/>',
  key: '<circle cx="8" cy="15" r="4.5"/><path d="M11.2 11.8L20 3M16 7l3 3M13.5 9.5l2 2"/>',
  sparkle: '<path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2 2-6z"/><path d="M19 3v4M17 5h4"/>',
  laptop: '<rect x="4" y="5" width="16" height="11" rx="1.5"/><path d="M2 19h20"/>',
  washer:
    '<rect x="4" y="2.5" width="16" height="19" rx="2"/><circle cx="12" cy="13.5" r="5"/><path d="M7 5.5h2M12 5.5h5M9.5 14.5c1.5-1.5 3.5 1 5 0"/>',
  pill: '<rect x="2.5" y="8.5" width="19" height="7" rx="3.5" transform="rotate(-45 12 12)"/><path d="M9.5 9.5l5 5"/>',
  burger: '<path d="M4 11a8 6 0 0 1 16 0H4z"/><path d="M3 14.5h18M4.5 17.5h15c0 1.7-1.3 3-3 3h-9c-1.7 0-3-1.3-3-3z"/>',
  play: '<rect x="2" y="4" width="20" height="14" rx="2"/><path d="M10 8l5 3-5 3z"/><path d="M8 21h8"/>',
  crane: '<path d="M5 21V4h2v17M2 21h10M7 4h14M7 7l4-3M18 4v6"/><rect x="16" y="10" width="4" height="3"/>',
  lipstick: '<rect x="8" y="13" width="8" height="8" rx="1"/><path d="M9 13V9h6v4M10 9V5l4-2v6"/>',
  bolt: '<path d="M13 2L4 14h7l-1 8 9-12h-7l1-8z"/>',
  vase: '<path d="M9 3h6M10 3v3c-3 2-5 5-5 9a6 6 0 0 0 4 5h6a6 6 0 0 0 4-5c0-4-2-7-5-9V3"/><path d="M6 13h12"/>',
  scale: '<path d="M12 3v18M7 21h10M4 7h16"/><path d="M6 7l-3 6a3 3 0 0 0 6 0L6 7zM18 7l-3 6a3 3 0 0 0 6 0l-3-6z"/>',
  leaf: '<path d="M5 19C5 10 11 4 20 4c0 9-6 15-15 15z"/><path d="M5 19l8-8"/>',
  cake: '<path d="M4 21h16v-8H4v8z"/><path d="M4 16c2 1.5 4 1.5 5.3 0 1.3 1.5 4 1.5 5.4 0 1.3 1.5 3.3 1.5 5.3 0M12 13V9"/><path d="M12 6.5c-.8-.8-.8-2 0-3 .8 1 .8 2.2 0 3z"/>',
  balloon: '<ellipse cx="12" cy="9" rx="6" ry="7"/><path d="M11 17.5h2l-1-1.5zM12 17.5c0 2-2 2-2 4"/>',
  tree: '<path d="M12 2l6 8h-3l4 6H5l4-6H6l6-8z"/><path d="M12 16v6"/>',
  scissors: '<circle cx="6" cy="6" r="3"/><circle cx="6" cy="18" r="3"/><path d="M20 4L8.1 15.9M14.5 14.5L20 20M8.1 8.1L12 12"/>',
  drill: '<path d="M3 6h11v7H3zM14 7.5h4l3 2-3 2h-4M6 13l-1.2 8h4.4L10 13"/>',
  wheat:
    '<path d="M12 22V8"/><path d="M12 8c-2-1-3-3-3-5 2 0 3 2 3 5zM12 8c2-1 3-3 3-5-2 0-3 2-3 5zM12 13c-2.5-.5-4-2.5-4-5 2.5.3 4 2.3 4 5zM12 13c2.5-.5 4-2.5 4-5-2.5.3-4 2.3-4 5zM12 18c-2.5-.5-4-2.5-4-5 2.5.3 4 2.3 4 5zM12 18c2.5-.5 4-2.5 4-5-2.5.3-4 2.3-4 5z"/>',
  car: '<path d="M3 13l2.2-5.5a2 2 0 0 1 1.9-1.3h9.8a2 2 0 0 1 1.9 1.3L21 13v5H3v-5z"/><path d="M3 13h18"/><circle cx="7.5" cy="16" r="1.3"/><circle cx="16.5" cy="16" r="1.3"/>',
  rug: '<rect x="5" y="3" width="14" height="18" rx="1"/><rect x="8" y="6" width="8" height="12"/><path d="M12 9l3 3-3 3-3-3z"/>',
  jar: '<path d="M7 6h10v2.5a6 6 0 0 1 1.5 4V18a3 3 0 0 1-3 3h-7a3 3 0 0 1-3-3v-5.5a6 6 0 0 1 1.5-4V6z"/><path d="M6 4h12v2H6zM9 13.5h6"/>',
  eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  phone: '<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>',
  star: '<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9L12 3z"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  pin: '<path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/>',
  grid: '<rect x="3" y="3" width="7" height="7" rx="1"/><rect x="14" y="3" width="7" height="7" rx="1"/><rect x="3" y="14" width="7" height="7" rx="1"/><rect x="14" y="14" width="7" height="7" rx="1"/>',
  arrow: '<path d="M19 12H5M11 6l-6 6 6 6"/>',
  lock: '<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>',
  check: '<path d="M4 12.5l5 5L20 6.5"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  truck: '<path d="M2 6h12v10H2zM14 9h4l3 3v4h-7"/><circle cx="6" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
  // WordPress admin menu glyphs
  gauge: '<path d="M4 16a8 8 0 1 1 16 0"/><path d="M12 16l4-5"/>',
  thumbtack: '<path d="M9 3h6l-1 6 3 3H7l3-3-1-6zM12 12v9"/>',
  image: '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="M21 16l-5-5-9 9"/>',
  page: '<path d="M6 2h9l5 5v15H6z"/><path d="M14 2v6h6"/>',
  chat: '<path d="M4 4h16v12H8l-4 4V4z"/>',
  box: '<path d="M3 7l9-4 9 4v10l-9 4-9-4V7z"/><path d="M3 7l9 4 9-4M12 11v10"/>',
  brush: '<path d="M14 4l6 6-8 8-6-6 8-8z"/><path d="M6 12l-3 9 9-3"/>',
  plug: '<path d="M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0V8zM12 18v4"/>',
  gear: '<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"/>',
  megaphone: '<path d="M3 10v4h4l8 5V5L7 10H3z"/><path d="M19 9a4 4 0 0 1 0 6"/>',
  bars: '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/>',
  undo: '<path d="M9 14L4 9l5-5"/><path d="M4 9h10a6 6 0 0 1 0 12h-3"/>',
  redo: '<path d="M15 14l5-5-5-5"/><path d="M20 9H10a6 6 0 0 0 0 12h3"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  paragraph: '<path d="M13 4v16M17 4v16M19 4H9.5a4.5 4.5 0 0 0 0 9H13"/>',
  heading: '<path d="M6 4v16M18 4v16M6 12h12"/>',
  list: '<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01"/>',
  quote: '<path d="M4 11h6v6H4zM4 11c0-3 1.5-5 4-6M14 11h6v6h-6zM14 11c0-3 1.5-5 4-6"/>',
  gallery:
    '<rect x="3" y="3" width="8" height="8"/><rect x="13" y="3" width="8" height="8"/><rect x="3" y="13" width="8" height="8"/><rect x="13" y="13" width="8" height="8"/>',
};

const icon = (name, size = 24, color = 'currentColor', stroke = 1.8) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>`;

const stars = (n = 5, color = '#f59e0b', size = 13) =>
  Array.from({ length: n }, () => `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="${color}">${ICONS.star}</svg>`).join('');

const BASE_CSS = `
@font-face{font-family:Vazirmatn;src:url(data:font/woff2;base64,${FONT_B64}) format('woff2');font-weight:100 900;font-display:block}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:100%;height:100%;overflow:hidden}
body{font-family:Vazirmatn,sans-serif;direction:rtl;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
svg{flex-shrink:0;display:block}
.ltr{direction:ltr;unicode-bidi:isolate;font-family:Vazirmatn,sans-serif}
`;

const page = (css, body, vars = '') =>
  `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><style>${BASE_CSS}:root{${vars}}${css}</style></head><body>${body}</body></html>`;

// ---------------------------------------------------------------------------
// Themes: palette, layout and the texts shown inside each mockup
// ---------------------------------------------------------------------------

/** l: layout A (split hero), B (colour hero, centred), C (dark), D (top bar + banner). r: corner radius. */
const THEME_LOOK = {
  1: { p: '#0f766e', a: '#f59e0b', bg: '#f5faf8', l: 'A', r: 16, icon: 'bag' },
  2: { p: '#1e3a8a', a: '#38bdf8', bg: '#f8fafc', l: 'D', r: 6, icon: 'building' },
  3: { p: '#0891b2', a: '#22c55e', bg: '#f0fbfd', l: 'B', r: 18, icon: 'heart' },
  4: { p: '#b45309', a: '#991b1b', bg: '#fffaf0', l: 'A', r: 10, icon: 'dish' },
  5: { p: '#4f46e5', a: '#f97316', bg: '#f6f6ff', l: 'D', r: 12, icon: 'cap' },
  6: { p: '#3f6212', a: '#eab308', bg: '#fafaf3', l: 'A', r: 8, icon: 'home' },
  7: { p: '#be185d', a: '#a78bfa', bg: '#fff5f8', l: 'B', r: 24, icon: 'flower' },
  8: { p: '#ea580c', a: '#1f2937', bg: '#ffffff', l: 'D', r: 4, icon: 'wrench' },
  9: { p: '#1c1917', a: '#b45309', bg: '#faf7f2', l: 'A', r: 0, icon: 'shirt' },
  10: { p: '#7c3aed', a: '#06b6d4', bg: '#ffffff', l: 'B', r: 20, icon: 'chip' },
  11: { p: '#0284c7', a: '#14b8a6', bg: '#f3faff', l: 'A', r: 20, icon: 'tooth' },
  12: { p: '#78350f', a: '#fb923c', bg: '#fcf5ec', l: 'D', r: 18, icon: 'cup' },
  13: { p: '#2563eb', a: '#facc15', bg: '#fffdf2', l: 'B', r: 16, icon: 'book' },
  14: { p: '#115e59', a: '#f97316', bg: '#f5faf9', l: 'D', r: 8, icon: 'key' },
  15: { p: '#db2777', a: '#ca8a04', bg: '#fdf2f8', l: 'A', r: 28, icon: 'sparkle' },
  16: { p: '#3b82f6', a: '#ec4899', bg: '#0b1120', l: 'C', r: 16, icon: 'laptop', dark: true },
  17: { p: '#1d4ed8', a: '#fbbf24', bg: '#ffffff', l: 'A', r: 10, icon: 'washer' },
  18: { p: '#292524', a: '#a16207', bg: '#fafaf9', l: 'D', r: 2, icon: 'building' },
  19: { p: '#16a34a', a: '#0ea5e9', bg: '#f3fbf5', l: 'A', r: 14, icon: 'pill' },
  20: { p: '#dc2626', a: '#f59e0b', bg: '#140c0c', l: 'C', r: 20, icon: 'burger', dark: true },
  21: { p: '#6d28d9', a: '#84cc16', bg: '#faf7ff', l: 'A', r: 16, icon: 'play' },
  22: { p: '#475569', a: '#eab308', bg: '#f8fafc', l: 'B', r: 4, icon: 'crane' },
  23: { p: '#e11d48', a: '#fb7185', bg: '#fff6f6', l: 'B', r: 22, icon: 'lipstick' },
  24: { p: '#dc2626', a: '#1e293b', bg: '#ffffff', l: 'D', r: 6, icon: 'bolt' },
  25: { p: '#0e7490', a: '#c2410c', bg: '#fdf8ef', l: 'A', r: 6, icon: 'vase' },
  26: { p: '#172554', a: '#b8860b', bg: '#f8f7f2', l: 'D', r: 4, icon: 'scale' },
  27: { p: '#5b8a72', a: '#a78bfa', bg: '#f4f8f5', l: 'B', r: 26, icon: 'leaf' },
  28: { p: '#7c2d12', a: '#2dd4bf', bg: '#fff7ed', l: 'A', r: 24, icon: 'cake' },
  29: { p: '#0ea5e9', a: '#f472b6', bg: '#f0f9ff', l: 'B', r: 28, icon: 'balloon' },
  30: { p: '#14532d', a: '#ca8a04', bg: '#f7f5ee', l: 'D', r: 12, icon: 'tree' },
  31: { p: '#d97706', a: '#a8a29e', bg: '#0c0a09', l: 'C', r: 4, icon: 'scissors', dark: true },
  32: { p: '#1f2937', a: '#facc15', bg: '#fafafa', l: 'A', r: 6, icon: 'drill' },
};

/** Mockup texts: headline, call to action, section title, menu, four items [name, price (number) or note]. */
const THEME_CONTENT = {
  1: [
    'هر چه نیاز دارید، با یک کلیک',
    'مشاهده محصولات',
    'پرفروش‌ترین‌ها',
    ['خانه', 'فروشگاه', 'تخفیف‌ها', 'درباره ما', 'تماس'],
    [
      ['کوله‌پشتی شهری', 890000],
      ['ساعت مچی کلاسیک', 1450000],
      ['هدفون بی‌سیم', 1190000],
      ['قمقمه استیل', 320000],
    ],
  ],
  2: [
    'راهکارهای هوشمند برای رشد کسب‌وکار شما',
    'درخواست مشاوره',
    'خدمات ما',
    ['خانه', 'خدمات', 'پروژه‌ها', 'درباره ما', 'تماس'],
    [
      ['مشاوره مدیریت', 'بهبود فرایندها و برنامه‌ریزی'],
      ['تحلیل بازار', 'شناخت رقبا و فرصت‌ها'],
      ['آموزش سازمانی', 'کارگاه‌های تخصصی تیم'],
      ['پشتیبانی حقوقی', 'قراردادها و مجوزها'],
    ],
  ],
  3: [
    'سلامت شما، اولویت ماست',
    'دریافت نوبت',
    'خدمات درمانی',
    ['خانه', 'پزشکان', 'خدمات', 'نوبت‌دهی', 'تماس'],
    [
      ['قلب و عروق', 'ویزیت تخصصی و نوار قلب'],
      ['کودکان', 'مراقبت از سلامت کودک'],
      ['داخلی', 'تشخیص و درمان'],
      ['آزمایشگاه', 'جواب در همان روز'],
    ],
  ],
  4: [
    'طعم اصیل غذای ایرانی',
    'مشاهده منو',
    'غذاهای ویژه',
    ['خانه', 'منوی غذا', 'رزرو میز', 'گالری', 'تماس'],
    [
      ['چلوکباب کوبیده', 420000],
      ['جوجه‌کباب زعفرانی', 380000],
      ['قورمه‌سبزی', 290000],
      ['زرشک‌پلو با مرغ', 310000],
    ],
  ],
  5: [
    'یادگیری را از امروز شروع کنید',
    'ثبت‌نام در دوره‌ها',
    'دوره‌های پیش رو',
    ['خانه', 'دوره‌ها', 'مدرسان', 'اخبار', 'تماس'],
    [
      ['حسابداری مقدماتی', '۲۴ جلسه · شروع ۱۵ مهر'],
      ['طراحی گرافیک', '۳۰ جلسه · شروع ۲۰ مهر'],
      ['اکسل پیشرفته', '۱۲ جلسه · شروع ۱ آبان'],
      ['برنامه‌نویسی پایتون', '۳۶ جلسه · شروع ۵ آبان'],
    ],
  ],
  6: [
    'خانه رؤیایی‌تان را پیدا کنید',
    'جستجوی ملک',
    'فایل‌های ویژه',
    ['خانه', 'خرید', 'اجاره', 'مشاوران', 'تماس'],
    [
      ['آپارتمان ۹۵ متری سعادت‌آباد', 'فروش · سه خوابه'],
      ['ویلای ۲۰۰ متری لواسان', 'فروش · استخردار'],
      ['آپارتمان ۷۰ متری ونک', 'اجاره · دو خوابه'],
      ['مغازه ۴۰ متری پونک', 'رهن و اجاره'],
    ],
  ],
  7: [
    'زیبایی شما، هنر ما',
    'رزرو نوبت',
    'خدمات سالن',
    ['خانه', 'خدمات', 'نمونه‌کارها', 'رزرو', 'تماس'],
    [
      ['کوتاهی و رنگ مو', 'از ۸۵۰ هزار تومان'],
      ['کاشت و طراحی ناخن', 'از ۶۰۰ هزار تومان'],
      ['پاکسازی پوست', 'از ۹۰۰ هزار تومان'],
      ['آرایش عروس', 'با هماهنگی قبلی'],
    ],
  ],
  8: [
    'تعمیر سریع، ضمانت واقعی',
    'تماس فوری',
    'خدمات ما',
    ['خانه', 'خدمات', 'تعرفه‌ها', 'مناطق', 'تماس'],
    [
      ['تعمیر پکیج و آبگرمکن', 'سرویس در محل'],
      ['نصب و سرویس کولر', 'گازی و آبی'],
      ['لوله‌کشی و تأسیسات', 'رفع نشتی بدون تخریب'],
      ['برق‌کاری ساختمان', 'اعزام فوری تکنسین'],
    ],
  ],
  9: [
    'مجموعه تازه پاییزه رسید',
    'خرید کنید',
    'تازه‌ها',
    ['خانه', 'زنانه', 'مردانه', 'حراج فصل', 'تماس'],
    [
      ['مانتو کتان بلند', 1650000],
      ['پیراهن مردانه نخی', 980000],
      ['شال نخی طرح‌دار', 420000],
      ['کت جین زنانه', 2150000],
    ],
  ],
  10: [
    'فناوری ساده، نتیجه بزرگ',
    'شروع همکاری',
    'چه می‌کنیم',
    ['خانه', 'محصولات', 'تیم ما', 'وبلاگ', 'تماس'],
    [
      ['توسعه نرم‌افزار', 'وب و موبایل'],
      ['طراحی تجربه کاربری', 'رابط ساده و دلنشین'],
      ['زیرساخت ابری', 'پایدار و مقیاس‌پذیر'],
      ['تحلیل داده', 'تصمیم بر پایه عدد'],
    ],
  ],
  11: [
    'لبخند زیباتر، با اطمینان',
    'درخواست نوبت',
    'خدمات دندان‌پزشکی',
    ['خانه', 'خدمات', 'پزشکان', 'قبل و بعد', 'تماس'],
    [
      ['ایمپلنت دندان', 'با ضمانت ده‌ساله'],
      ['ارتودنسی', 'ثابت و متحرک'],
      ['لمینت و کامپوزیت', 'طراحی لبخند'],
      ['جرم‌گیری و سفیدکردن', 'در یک جلسه'],
    ],
  ],
  12: [
    'یک فنجان آرامش',
    'منوی کافه',
    'محبوب‌ترین‌ها',
    ['خانه', 'منو', 'گالری', 'رویدادها', 'تماس'],
    [
      ['لاته وانیلی', '۱۴۵ هزار تومان'],
      ['کیک شکلاتی', '۱۶۰ هزار تومان'],
      ['دمنوش بهارنارنج', '۹۵ هزار تومان'],
      ['اسپرسو دوبل', '۸۵ هزار تومان'],
    ],
  ],
  13: [
    'زبان دوم را با ما یاد بگیرید',
    'تعیین سطح رایگان',
    'دوره‌ها',
    ['خانه', 'دوره‌ها', 'تعیین سطح', 'استادان', 'تماس'],
    [
      ['انگلیسی کودکان', '۷ تا ۱۲ سال'],
      ['مکالمه بزرگسالان', 'از مبتدی تا پیشرفته'],
      ['آمادگی آیلتس', 'کلاس‌های فشرده'],
      ['آلمانی عمومی', 'سطح A1 تا B2'],
    ],
  ],
  14: [
    'مشاور امین محله شما',
    'مشاهده فایل‌ها',
    'فایل‌های تازه',
    ['خانه', 'فروش', 'رهن و اجاره', 'درباره ما', 'تماس'],
    [
      ['آپارتمان ۱۲۰ متری', 'فروش · نوساز'],
      ['واحد ۶۵ متری', 'رهن کامل'],
      ['زمین ۳۰۰ متری', 'مناسب ساخت'],
      ['دفتر کار ۸۰ متری', 'اجاره · اداری'],
    ],
  ],
  15: [
    'درخشش شما در روزهای مهم',
    'رزرو آنلاین',
    'خدمات ویژه',
    ['خانه', 'خدمات', 'آرایشگران', 'گالری', 'تماس'],
    [
      ['شینیون و آرایش', 'مجلسی و عروس'],
      ['رنگ و لایت مو', 'با برندهای معتبر'],
      ['اصلاح ابرو', 'متناسب با چهره'],
      ['مانیکور و پدیکور', 'محیطی بهداشتی'],
    ],
  ],
  16: [
    'پیشنهادهای شگفت‌انگیز دیجیتال',
    'خرید کنید',
    'پرفروش‌ترین کالاها',
    ['خانه', 'موبایل', 'لپ‌تاپ', 'لوازم جانبی', 'تماس'],
    [
      ['گوشی هوشمند ۱۲۸ گیگ', 18900000],
      ['لپ‌تاپ ۱۵ اینچ', 42500000],
      ['هدفون بی‌سیم', 2350000],
      ['ساعت هوشمند', 5600000],
    ],
  ],
  17: [
    'تعمیر لوازم خانگی در محل',
    'ثبت درخواست تعمیر',
    'تعمیرات تخصصی',
    ['خانه', 'خدمات', 'برندها', 'ضمانت', 'تماس'],
    [
      ['یخچال و فریزر', 'همه برندها'],
      ['ماشین لباسشویی', 'با قطعات اصلی'],
      ['ماشین ظرفشویی', 'سرویس و نصب'],
      ['کولر گازی', 'شارژ گاز و تعمیر'],
    ],
  ],
  18: [
    'بیش از دو دهه تجربه در صنعت',
    'معرفی شرکت',
    'حوزه‌های فعالیت',
    ['خانه', 'محصولات', 'پروژه‌ها', 'گواهی‌نامه‌ها', 'تماس'],
    [
      ['واردات تجهیزات صنعتی', 'از برندهای معتبر'],
      ['اجرای پروژه‌های پیمانکاری', 'از طراحی تا تحویل'],
      ['بازرگانی خارجی', 'ترخیص و حمل'],
      ['خدمات پس از فروش', 'نصب و راه‌اندازی'],
    ],
  ],
  19: [
    'داروخانه آنلاین، همیشه در دسترس',
    'مشاوره با داروساز',
    'محصولات پرطرفدار',
    ['خانه', 'آرایشی و بهداشتی', 'مکمل‌ها', 'مادر و کودک', 'تماس'],
    [
      ['کرم ضدآفتاب', 690000],
      ['مکمل ویتامین D', 380000],
      ['دماسنج دیجیتال', 450000],
      ['شامپو ضدریزش', 520000],
    ],
  ],
  20: [
    'داغ و تازه، درست مثل خانه',
    'سفارش تلفنی',
    'پیشنهاد سرآشپز',
    ['خانه', 'منو', 'پیشنهاد روز', 'شعبه‌ها', 'تماس'],
    [
      ['پیتزا مخصوص انار', '۳۹۵ هزار تومان'],
      ['برگر ذغالی', '۲۸۵ هزار تومان'],
      ['سالاد سزار', '۲۱۰ هزار تومان'],
      ['پاستا آلفردو', '۲۶۰ هزار تومان'],
    ],
  ],
  21: [
    'مهارت‌های آینده را آنلاین بیاموزید',
    'مشاهده دوره‌ها',
    'دوره‌های محبوب',
    ['خانه', 'دوره‌ها', 'مدرسان', 'وبلاگ', 'تماس'],
    [
      ['آموزش جامع فتوشاپ', 1290000],
      ['بازاریابی دیجیتال', 1890000],
      ['برنامه‌نویسی وب', 2490000],
      ['مدیریت شبکه‌های اجتماعی', 990000],
    ],
  ],
  22: [
    'می‌سازیم برای سال‌ها آرامش',
    'پروژه‌های ما',
    'پروژه‌های در حال ساخت',
    ['خانه', 'پروژه‌ها', 'پیش‌فروش', 'درباره ما', 'تماس'],
    [
      ['برج مسکونی آفتاب', 'پیشرفت ۷۰ درصد'],
      ['مجتمع تجاری ایران‌زمین', 'در حال پیش‌فروش'],
      ['ویلاهای باغ نور', 'تحویل بهار ۱۴۰۵'],
      ['بازسازی ساختمان', 'مشاوره رایگان'],
    ],
  ],
  23: [
    'زیبایی طبیعی با محصولات اصل',
    'خرید محصولات',
    'پیشنهادهای ویژه',
    ['خانه', 'آرایش صورت', 'مراقبت پوست', 'برندها', 'تماس'],
    [
      ['رژلب مات ماندگار', 480000],
      ['سرم ویتامین C', 870000],
      ['کرم آبرسان', 640000],
      ['ریمل حجم‌دهنده', 390000],
    ],
  ],
  24: [
    'هر کار فنی، یک استادکار',
    'درخواست خدمات',
    'خدمات تأسیساتی',
    ['خانه', 'خدمات', 'نمونه‌کارها', 'نظرات', 'تماس'],
    [
      ['لوله‌کشی آب و گاز', 'اجرای استاندارد'],
      ['برق‌کشی ساختمان', 'با تأییدیه نظام مهندسی'],
      ['نصب شوفاژ و پکیج', 'سرویس سالانه'],
      ['رفع نشتی', 'با دستگاه تشخیص'],
    ],
  ],
  25: [
    'هنر دست ایرانی، در خانه شما',
    'مشاهده آثار',
    'آثار برگزیده',
    ['خانه', 'فرش و گلیم', 'ظروف', 'هدایا', 'تماس'],
    [
      ['گلیم دستباف قشقایی', 7800000],
      ['ظرف مسی قلم‌زنی', 2400000],
      ['سفال لالجین', 950000],
      ['ترمه یزد', 1750000],
    ],
  ],
  26: [
    'همراه مطمئن شما در مسیر قانون',
    'درخواست مشاوره',
    'حوزه‌های وکالت',
    ['خانه', 'حوزه‌ها', 'وکلا', 'مقاله‌ها', 'تماس'],
    [
      ['دعاوی خانواده', 'مهریه و حضانت'],
      ['دعاوی ملکی', 'الزام به تنظیم سند'],
      ['امور کیفری', 'دفاع در دادگاه'],
      ['قراردادها', 'تنظیم و بررسی'],
    ],
  ],
  27: [
    'گفت‌وگو، آغاز آرامش',
    'رزرو جلسه',
    'خدمات مشاوره',
    ['خانه', 'خدمات', 'مشاوران', 'مقاله‌ها', 'تماس'],
    [
      ['مشاوره فردی', 'حضوری و آنلاین'],
      ['زوج‌درمانی', 'بهبود رابطه'],
      ['کودک و نوجوان', 'با حضور والدین'],
      ['مدیریت استرس', 'کارگاه گروهی'],
    ],
  ],
  28: [
    'شیرینی تازه، هر روز صبح',
    'سفارش آنلاین',
    'محصولات امروز',
    ['خانه', 'کیک', 'شیرینی', 'مناسبت‌ها', 'تماس'],
    [
      ['کیک تولد شکلاتی', 1450000],
      ['شیرینی دانمارکی', 420000],
      ['نان شکرپنیر', 180000],
      ['باقلوای یزدی', 560000],
    ],
  ],
  29: [
    'جایی برای بازی، یادگیری و شادی',
    'ثبت‌نام کودک',
    'برنامه‌های ما',
    ['خانه', 'برنامه روزانه', 'مربیان', 'گالری', 'تماس'],
    [
      ['نقاشی و کاردستی', 'پرورش خلاقیت'],
      ['قصه‌گویی', 'هر روز صبح'],
      ['زبان انگلیسی', 'با بازی و ترانه'],
      ['بازی در حیاط', 'با نظارت مربی'],
    ],
  ],
  30: [
    'آخر هفته را در طبیعت بگذرانید',
    'رزرو اقامتگاه',
    'اقامتگاه‌ها',
    ['خانه', 'اقامتگاه‌ها', 'رزرو', 'نظرات', 'تماس'],
    [
      ['کلبه چوبی ماسال', 'هر شب ۲٫۴ میلیون تومان'],
      ['ویلای جنگلی نور', 'هر شب ۳٫۸ میلیون تومان'],
      ['خانه بوم‌گردی کویر', 'هر شب ۱٫۶ میلیون تومان'],
      ['سوئیت ساحلی کیش', 'هر شب ۲٫۹ میلیون تومان'],
    ],
  ],
  31: [
    'سبک خودت را بساز',
    'گرفتن نوبت',
    'خدمات',
    ['خانه', 'خدمات', 'آرایشگرها', 'نمونه‌کار', 'تماس'],
    [
      ['اصلاح سر و صورت', '۴۵۰ هزار تومان'],
      ['فید و طراحی مو', '۳۸۰ هزار تومان'],
      ['رنگ ریش', '۲۵۰ هزار تومان'],
      ['پاکسازی صورت', '۶۰۰ هزار تومان'],
    ],
  ],
  32: [
    'ابزار حرفه‌ای برای کار حرفه‌ای',
    'خرید ابزار',
    'پرفروش‌های هفته',
    ['خانه', 'ابزار برقی', 'ابزار دستی', 'یراق‌آلات', 'تماس'],
    [
      ['دریل شارژی ۱۸ ولت', 4850000],
      ['جعبه‌ابزار ۱۱۰ تکه', 2650000],
      ['فرز مینی ۹۰۰ وات', 3200000],
      ['متر لیزری ۴۰ متری', 1950000],
    ],
  ],
};

const CATEGORY_EXTRAS = {
  store: {
    badge: 'ارسال رایگان',
    stats: [
      ['+۵۰۰', 'کالای متنوع'],
      ['۲۴ ساعته', 'ارسال سریع'],
      ['۷ روز', 'ضمانت بازگشت'],
    ],
    color: '#0f766e',
    icon: 'bag',
  },
  corporate: {
    badge: '+۱۲۰ پروژه موفق',
    stats: [
      ['+۱۲۰', 'پروژه موفق'],
      ['۱۵ سال', 'تجربه'],
      ['+۴۰', 'کارشناس'],
    ],
    color: '#1e40af',
    icon: 'building',
  },
  medical: {
    badge: 'نوبت‌دهی آنلاین',
    stats: [
      ['+۲۰', 'پزشک متخصص'],
      ['هر روز', 'پذیرش بیمار'],
      ['+۱۰ هزار', 'بیمار راضی'],
    ],
    color: '#0891b2',
    icon: 'heart',
  },
  restaurant: {
    badge: 'تحویل در ۳۰ دقیقه',
    stats: [
      ['+۶۰', 'غذای متنوع'],
      ['۳۰ دقیقه', 'تحویل'],
      ['۴٫۹', 'امتیاز مشتریان'],
    ],
    color: '#c2410c',
    icon: 'dish',
  },
  education: {
    badge: '+۲۰۰۰ هنرجو',
    stats: [
      ['+۲۰۰۰', 'هنرجو'],
      ['+۳۵', 'دوره فعال'],
      ['معتبر', 'گواهی پایان دوره'],
    ],
    color: '#6d28d9',
    icon: 'cap',
  },
  'real-estate': {
    badge: '+۵۰۰ فایل فعال',
    stats: [
      ['+۵۰۰', 'فایل فعال'],
      ['+۱۲', 'مشاور'],
      ['۱۰ سال', 'سابقه'],
    ],
    color: '#4d7c0f',
    icon: 'home',
  },
  beauty: {
    badge: 'محصولات اصل',
    stats: [
      ['+۱۵', 'آرایشگر حرفه‌ای'],
      ['+۳۰۰۰', 'مشتری'],
      ['۴٫۸', 'امتیاز'],
    ],
    color: '#db2777',
    icon: 'flower',
  },
  technical: {
    badge: 'اعزام فوری',
    stats: [
      ['۲ ساعته', 'اعزام'],
      ['۶ ماه', 'ضمانت'],
      ['+۸۰۰۰', 'سرویس موفق'],
    ],
    color: '#b45309',
    icon: 'wrench',
  },
};

const THEME_CSS = `
body{background:var(--bg);color:var(--ink)}
.site{position:relative;height:100%;overflow:hidden}
.hdr{height:76px;display:flex;align-items:center;gap:30px;padding:0 48px;position:relative;z-index:2}
.logo{display:flex;align-items:center;gap:10px;font-weight:900;font-size:25px;color:var(--logo)}
.logo .mk{width:42px;height:42px;border-radius:calc(var(--r) * .5 + 6px);background:var(--p);display:grid;place-items:center;color:#fff}
.nav{display:flex;gap:26px;font-size:15px;font-weight:500;color:var(--mute);flex:1}
.nav .on{color:var(--hl);font-weight:800}
.hx{display:flex;gap:10px;align-items:center}
.search{width:230px;height:42px;border-radius:999px;background:var(--soft);display:flex;align-items:center;gap:8px;padding:0 16px;color:var(--mute);font-size:13px}
.ib{width:42px;height:42px;border-radius:calc(var(--r) * .5 + 6px);background:var(--soft);display:grid;place-items:center;position:relative;color:var(--hl)}
.ib .bd{position:absolute;top:-5px;left:-5px;background:var(--a2);color:#fff;font-size:11px;font-weight:700;width:20px;height:20px;border-radius:50%;display:grid;place-items:center}
.btn{display:inline-flex;align-items:center;gap:8px;height:48px;padding:0 26px;border-radius:calc(var(--r) * .6 + 4px);background:var(--p);color:#fff;font-weight:700;font-size:15px;white-space:nowrap}
.btn.sm{height:42px;padding:0 18px;font-size:14px}
.btn.gh{background:transparent;color:var(--hl);box-shadow:inset 0 0 0 2px var(--hl)}
.pill{display:inline-flex;align-items:center;gap:6px;padding:6px 14px;border-radius:999px;background:var(--soft);color:var(--hl);font-size:13px;font-weight:700;margin-bottom:16px}
h1{font-size:46px;line-height:1.35;font-weight:900;margin-bottom:14px;letter-spacing:-.5px}
.lead{font-size:16.5px;line-height:1.9;color:var(--mute);max-width:520px;margin-bottom:26px}
.btns{display:flex;gap:12px}
.stats{display:flex;gap:34px;margin-top:24px}
.stats b{display:block;font-size:22px;font-weight:900;color:var(--hl)}
.stats span{font-size:13px;color:var(--mute)}
.hero{display:flex;align-items:center;gap:44px;padding:6px 48px 0;height:372px;position:relative;z-index:1}
.ht{flex:1.1}
.art{flex:1;height:100%;position:relative}
.photo{position:absolute;inset:22px 34px 26px 30px;border-radius:calc(var(--r) * 1.4);background:linear-gradient(135deg,var(--p),var(--a));overflow:hidden;display:grid;place-items:center;color:rgba(255,255,255,.92)}
.photo:before{content:'';position:absolute;width:300px;height:300px;border-radius:50%;background:rgba(255,255,255,.13);top:-110px;left:-80px}
.photo:after{content:'';position:absolute;width:220px;height:220px;border-radius:50%;border:26px solid rgba(255,255,255,.12);bottom:-90px;right:-60px}
.fl{position:absolute;background:#fff;border-radius:14px;box-shadow:0 12px 30px rgba(0,0,0,.14);padding:11px 15px;display:flex;gap:10px;align-items:center;font-size:14px;font-weight:800;color:#1f2937;z-index:2}
.fl small{display:block;font-size:11.5px;font-weight:500;color:#6b7280}
.fl .ic{width:36px;height:36px;border-radius:10px;background:var(--softp);display:grid;place-items:center;color:var(--p)}
.f1{top:46px;right:0}.f2{bottom:48px;left:0}
.sec{padding:18px 48px 0;position:relative;z-index:2}
.sh{display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:16px}
.sh h2{font-size:23px;font-weight:900}
.sh a{font-size:14px;color:var(--hl);font-weight:700;display:flex;gap:4px;align-items:center}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:20px}
.card{background:var(--card);border-radius:var(--r);padding:14px;box-shadow:var(--shadow);border:var(--border)}
.card .im{height:112px;border-radius:calc(var(--r) * .7);background:var(--soft);display:grid;place-items:center;margin-bottom:12px;color:var(--p);position:relative;overflow:hidden}
.card .im:after{content:'';position:absolute;width:90px;height:90px;border-radius:50%;background:var(--softp);top:-30px;right:-24px}
.card .im svg{position:relative;z-index:1}
.card h3{font-size:15.5px;font-weight:800;margin-bottom:6px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.card .mt{font-size:13px;color:var(--mute)}
.pr{display:flex;justify-content:space-between;align-items:center;margin-top:8px}
.pr b{font-size:15px;font-weight:800;color:var(--ink)}
.pr s{display:block;font-size:11.5px;color:var(--mute)}
.add{width:36px;height:36px;border-radius:calc(var(--r) * .4 + 5px);background:var(--p);color:#fff;display:grid;place-items:center}
.srv{text-align:right}
.srv .ci{width:56px;height:56px;border-radius:calc(var(--r) * .6 + 6px);background:var(--soft);color:var(--p);display:grid;place-items:center;margin-bottom:14px}
.srv .more{font-size:13px;font-weight:700;color:var(--hl);margin-top:12px;display:flex;gap:4px;align-items:center}
.sr{display:flex;gap:2px;margin-top:4px}
/* layout B */
.L-B .band{position:absolute;inset:0 0 auto 0;height:530px;background:linear-gradient(120deg,var(--p),color-mix(in srgb,var(--a) 65%,var(--p)));overflow:hidden}
.L-B .band:before{content:'';position:absolute;width:520px;height:520px;border-radius:50%;background:rgba(255,255,255,.1);top:-260px;left:-120px}
.L-B .band:after{content:'';position:absolute;width:340px;height:340px;border-radius:50%;border:40px solid rgba(255,255,255,.09);bottom:-170px;right:80px}
.L-B .hdr{--mute:rgba(255,255,255,.82);--logo:#fff;--hl:#fff}
.L-B .hdr .mk{background:rgba(255,255,255,.2)}
.L-B .hdr .ib,.L-B .hdr .search{background:rgba(255,255,255,.18);color:#fff}
.L-B .hdr .btn{background:#fff;color:var(--p)}
.L-B .hero{height:340px;flex-direction:column;justify-content:center;text-align:center;color:#fff;gap:0}
.L-B .hero .pill{background:rgba(255,255,255,.2);color:#fff}
.L-B .hero .lead{color:rgba(255,255,255,.9);margin:0 auto 24px}
.L-B .hero .btns{justify-content:center}
.L-B .hero .btn{background:#fff;color:var(--p)}
.L-B .hero .btn.gh{background:transparent;color:#fff;box-shadow:inset 0 0 0 2px rgba(255,255,255,.8)}
.L-B .fl{top:auto;bottom:auto}
.L-B .f1{top:60px;right:70px}.L-B .f2{top:190px;left:70px;bottom:auto}
.L-B .sec{margin-top:14px}
.L-B .card{padding:18px}
.L-B .sec .sh{color:#fff}.L-B .sec .sh h2{color:#fff}.L-B .sec .sh a{color:#fff}
/* layout C (dark) */
.L-C .glow{position:absolute;width:620px;height:620px;border-radius:50%;background:radial-gradient(circle,var(--p) 0%,transparent 66%);opacity:.35;top:-120px;left:-100px}
.L-C .glow2{position:absolute;width:460px;height:460px;border-radius:50%;background:radial-gradient(circle,var(--a) 0%,transparent 66%);opacity:.25;top:160px;left:300px}
.L-C .photo{border-radius:50%;inset:0;margin:auto;width:330px;height:330px;box-shadow:0 0 0 14px rgba(255,255,255,.04),0 0 0 30px rgba(255,255,255,.03)}
.L-C .fl{background:rgba(30,30,40,.85);color:#f3f4f6;box-shadow:0 12px 30px rgba(0,0,0,.4);border:1px solid rgba(255,255,255,.1)}
.L-C .fl small{color:#9ca3af}
.L-C h1 em{font-style:normal;color:var(--p)}
.L-C h1{font-size:42px}
/* layout D */
.top{height:36px;background:var(--p);color:rgba(255,255,255,.92);font-size:12.5px;display:flex;align-items:center;gap:26px;padding:0 48px}
.top span{display:flex;gap:6px;align-items:center}
.top .sp{flex:1}
.L-D .hdr{background:#fff;box-shadow:0 2px 14px rgba(0,0,0,.05);height:70px}
.L-D .banner{margin:22px 48px 0;height:336px;border-radius:calc(var(--r) * 1.2);background:var(--p);color:#fff;display:flex;align-items:center;padding:0 48px;gap:30px;position:relative;overflow:hidden}
.L-D .banner:before{content:'';position:absolute;inset:0;background:radial-gradient(circle at 12% 30%,rgba(255,255,255,.16) 0 140px,transparent 141px),radial-gradient(circle at 30% 110%,rgba(255,255,255,.08) 0 160px,transparent 161px)}
.L-D .banner .ht{position:relative}
.L-D .banner h1{font-size:40px}
.L-D .banner .pill{background:rgba(255,255,255,.18);color:#fff}
.L-D .banner .lead{color:rgba(255,255,255,.88)}
.L-D .banner .btn{background:var(--a2);color:#fff}
.L-D .banner .btn.gh{background:transparent;box-shadow:inset 0 0 0 2px rgba(255,255,255,.7)}
.L-D .ring{position:relative;width:250px;height:250px;border-radius:50%;background:rgba(255,255,255,.14);display:grid;place-items:center;margin-left:40px}
.L-D .ring:before{content:'';position:absolute;inset:-26px;border-radius:50%;border:2px dashed rgba(255,255,255,.35)}
.L-D .ring .core{width:170px;height:170px;border-radius:50%;background:#fff;color:var(--p);display:grid;place-items:center;box-shadow:0 16px 40px rgba(0,0,0,.18)}
.L-D .grid .srv{text-align:center}.L-D .srv .ci{margin:0 auto 12px}.L-D .srv .more{justify-content:center}
/* mobile */
.m .hdr{height:62px;padding:0 18px;gap:10px;justify-content:space-between}
.m .logo{font-size:21px}.m .logo .mk{width:36px;height:36px}
.m .ib{width:38px;height:38px}
.m .hero{display:block;height:auto;padding:8px 18px 0;text-align:right}
.m h1{font-size:27px;margin-bottom:8px}
.m .lead{font-size:13.5px;line-height:1.85;margin-bottom:16px}
.m .pill{font-size:12px;margin-bottom:12px}
.m .btn{height:44px;font-size:14px;padding:0 20px}
.m .art{height:150px;margin-top:16px}
.m .photo{inset:0 14px 0 14px}
.m.L-C .photo{inset:0;margin:auto;width:150px;height:150px}
.m .fl{font-size:12px;padding:8px 11px}.m .fl .ic{width:30px;height:30px}
.m .f1{top:14px;right:0}.m .f2{bottom:14px;left:0}
.m .sec{padding:18px 18px 0}
.m .sh h2{font-size:18px}
.m .grid{grid-template-columns:1fr 1fr;gap:12px}
.m .card{padding:10px}
.m .card .im{height:74px;margin-bottom:8px}
.m .card h3{font-size:13.5px}
.m .card .mt{font-size:11.5px}
.m .pr b{font-size:13px}.m .add{width:30px;height:30px}
.m .srv .ci{width:44px;height:44px;margin-bottom:10px}
.m .tabs{position:absolute;bottom:0;left:0;right:0;height:64px;background:var(--tabbg);display:flex;justify-content:space-around;align-items:center;box-shadow:0 -6px 20px rgba(0,0,0,.08);z-index:5;font-size:11px;color:var(--mute)}
.m .tabs div{display:flex;flex-direction:column;align-items:center;gap:3px}
.m .tabs .on{color:var(--hl);font-weight:800}
.m .call{position:absolute;bottom:18px;left:18px;height:52px;padding:0 20px;border-radius:999px;background:var(--p);color:#fff;display:flex;gap:8px;align-items:center;font-weight:800;font-size:14px;box-shadow:0 10px 24px rgba(0,0,0,.25);z-index:5}
.m.L-B .band{height:560px}
.m.L-B .art{margin:14px 18px 0;height:150px}.m.L-B .photo{inset:0;background:rgba(255,255,255,.16)}
.m.L-B .hero{text-align:center}
.m.L-B .hero .lead{margin:0 auto 16px}
.m.L-B .f1{top:auto;bottom:-8px;right:18px}.m.L-B .f2{display:none}
.m.L-B .sec{margin-top:10px}
.m .banner{margin:12px 14px 0;padding:22px 18px;height:auto;display:block}
.m .banner h1{font-size:25px}
.m .top{padding:0 16px;font-size:11.5px;gap:14px;height:30px;justify-content:center}
.m .top span:not(:first-child){display:none}
`;

function themeVars(look) {
  const dark = !!look.dark;
  return [
    `--p:${look.p}`,
    `--a:${look.a}`,
    `--a2:${look.a}`,
    `--bg:${look.bg}`,
    `--r:${look.r}px`,
    `--ink:${dark ? '#f3f4f6' : '#1f2937'}`,
    `--mute:${dark ? '#a1a1aa' : '#6b7280'}`,
    `--logo:${dark ? '#fff' : look.p}`,
    `--hl:${dark ? 'color-mix(in srgb,var(--p) 70%,white)' : 'var(--p)'}`,
    `--soft:${dark ? 'rgba(255,255,255,.07)' : 'color-mix(in srgb,var(--p) 10%,white)'}`,
    `--softp:${dark ? 'rgba(255,255,255,.08)' : 'color-mix(in srgb,var(--p) 16%,white)'}`,
    `--card:${dark ? 'rgba(255,255,255,.05)' : '#fff'}`,
    `--border:${dark ? '1px solid rgba(255,255,255,.08)' : '0'}`,
    `--shadow:${dark ? 'none' : '0 6px 22px rgba(15,23,42,.07)'}`,
    `--tabbg:${dark ? '#16161c' : '#fff'}`,
  ].join(';');
}

function themeParts(theme, look, content, categoryByKey, mobile) {
  const [headline, cta, section, nav, items] = content;
  const isStore = theme.categories.includes('store');
  const extras = CATEGORY_EXTRAS[isStore ? 'store' : theme.categories[0]];
  const brand = theme.title.split(' ').at(-1);
  const logo = `<div class="logo"><span class="mk">${icon(look.icon, mobile ? 20 : 23, '#fff', 2)}</span>${esc(brand)}</div>`;
  const navHtml = `<nav class="nav">${nav.map((n, i) => `<span class="${i === 0 ? 'on' : ''}">${esc(n)}</span>`).join('')}</nav>`;
  const hx = mobile
    ? `<div class="hx">${isStore ? `<span class="ib">${icon('cart', 20)}<span class="bd">${fa(2)}</span></span>` : `<span class="ib">${icon('phone', 19)}</span>`}<span class="ib">${icon('menu', 20)}</span></div>`
    : isStore
      ? `<div class="hx"><div class="search">${icon('search', 17)}جستجوی محصول…</div><span class="ib">${icon('user', 20)}</span><span class="ib">${icon('cart', 20)}<span class="bd">${fa(2)}</span></span></div>`
      : `<div class="hx"><span class="btn sm">${icon('phone', 17, 'currentColor', 2)}${look.l === 'D' ? 'تماس با ما' : esc(cta)}</span></div>`;
  const header = `<header class="hdr">${logo}${mobile ? '' : navHtml}${hx}</header>`;
  const headlineHtml =
    look.l === 'C'
      ? (() => {
          const words = headline.split(' ');
          const cut = Math.ceil(words.length / 2);
          return `${esc(words.slice(0, cut).join(' '))} <em>${esc(words.slice(cut).join(' '))}</em>`;
        })()
      : esc(headline);
  const heroText = `<div class="ht"><span class="pill">${icon('sparkle', 15)}${esc(theme.title)}</span><h1>${headlineHtml}</h1><p class="lead">${esc(theme.shortDescription)}</p><div class="btns"><span class="btn">${esc(cta)}${icon('arrow', 18, 'currentColor', 2.2)}</span>${mobile ? '' : `<span class="btn gh">${isStore ? 'پیشنهادهای ویژه' : 'درباره ما'}</span>`}</div>${
    !mobile && look.l === 'A'
      ? `<div class="stats">${extras.stats.map(([b, s]) => `<div><b>${esc(b)}</b><span>${esc(s)}</span></div>`).join('')}</div>`
      : ''
  }</div>`;
  const floats = `<div class="fl f1"><span class="ic">${icon('star', 19)}</span><div>${fa('4.9').replace('.', '٫')} از ${fa(5)}<small>رضایت مشتریان</small></div></div><div class="fl f2"><span class="ic">${icon(look.icon, 19)}</span><div>${esc(extras.badge)}<small>${esc(categoryByKey[theme.categories[0]].title)}</small></div></div>`;
  const art = `<div class="art"><div class="photo">${icon(look.icon, mobile ? 96 : 170, 'currentColor', 1.3)}</div>${floats}</div>`;
  const cards = items
    .slice(0, 4)
    .map(([name, meta], i) => {
      if (typeof meta === 'number') {
        const old = i < 2 ? `<s>${toman(Math.round((meta * 1.18) / 10000) * 10000)}</s>` : '';
        return `<div class="card"><div class="im">${icon(look.icon, mobile ? 40 : 56, 'currentColor', 1.5)}</div><h3>${esc(name)}</h3><div class="sr">${stars(5, '#f59e0b', mobile ? 10 : 12)}</div><div class="pr"><div>${old}<b>${toman(meta)}</b></div><span class="add">${icon('plus', 18, '#fff', 2.4)}</span></div></div>`;
      }
      return `<div class="card srv"><div class="ci">${icon(look.icon, mobile ? 22 : 28, 'currentColor', 1.8)}</div><h3>${esc(name)}</h3><div class="mt">${esc(meta)}</div>${mobile ? '' : `<div class="more">بیشتر بدانید${icon('arrow', 15, 'currentColor', 2)}</div>`}</div>`;
    })
    .join('');
  const sec = `<section class="sec"><div class="sh"><h2>${esc(section)}</h2><a>مشاهده همه${icon('arrow', 15, 'currentColor', 2)}</a></div><div class="grid">${cards}</div></section>`;
  const topbar = `<div class="top"><span>${icon('clock', 14)}شنبه تا پنجشنبه، ۹ تا ۱۸</span><span>${icon('pin', 14)}${isStore ? 'ارسال به سراسر کشور' : 'تهران، خیابان ولیعصر'}</span><span class="sp"></span><span>${icon('check', 14)}${esc(extras.badge)}</span></div>`;
  return { isStore, header, heroText, art, floats, sec, topbar, extras };
}

function themeHtml(theme, look, content, categoryByKey, mobile) {
  const p = themeParts(theme, look, content, categoryByKey, mobile);
  const cls = `site L-${look.l}${mobile ? ' m' : ''}`;
  let body;
  if (look.l === 'A') {
    body = `${p.header}<section class="hero">${p.heroText}${p.art}</section>${p.sec}`;
  } else if (look.l === 'B') {
    body = mobile
      ? `<div class="band"></div>${p.header}<section class="hero">${p.heroText}</section>${p.art}${p.sec}`
      : `<div class="band"></div>${p.header}<section class="hero">${p.heroText}${p.floats}</section>${p.sec}`;
  } else if (look.l === 'C') {
    body = `<div class="glow"></div><div class="glow2"></div>${p.header}<section class="hero">${p.heroText}${p.art}</section>${p.sec}`;
  } else {
    const ring = `<div class="ring"><div class="core">${icon(look.icon, 92, 'currentColor', 1.4)}</div></div>`;
    body = `${p.topbar}${p.header}<section class="banner">${p.heroText}${mobile ? '' : ring}</section>${p.sec}`;
  }
  if (mobile) {
    body += p.isStore
      ? `<nav class="tabs"><div class="on">${icon('home', 21)}خانه</div><div>${icon('grid', 21)}دسته‌ها</div><div>${icon('cart', 21)}سبد خرید</div><div>${icon('user', 21)}حساب من</div></nav>`
      : `<div class="call">${icon('phone', 19, '#fff', 2)}تماس سریع</div>`;
  }
  return page(THEME_CSS, `<div class="${cls}">${body}</div>`, themeVars(look));
}

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

const CATEGORY_CSS = `
body{background:var(--c);color:#fff}
.wrap{position:relative;height:100%;overflow:hidden;background:linear-gradient(135deg,var(--c),color-mix(in srgb,var(--c) 62%,#0f172a))}
.c1{position:absolute;width:300px;height:300px;border-radius:50%;background:rgba(255,255,255,.09);top:-120px;left:-80px}
.c2{position:absolute;width:200px;height:200px;border-radius:50%;border:28px solid rgba(255,255,255,.08);bottom:-90px;right:-50px}
.dots{position:absolute;left:36px;top:30px;width:110px;height:70px;background-image:radial-gradient(rgba(255,255,255,.35) 2px,transparent 2.5px);background-size:16px 16px}
.tile{position:absolute;top:54px;right:50%;transform:translateX(50%);width:128px;height:128px;border-radius:34px;background:#fff;color:var(--c);display:grid;place-items:center;box-shadow:0 18px 40px rgba(0,0,0,.22)}
.tile:after{content:'';position:absolute;inset:-12px;border-radius:42px;border:2px solid rgba(255,255,255,.35)}
h1{position:absolute;top:208px;left:0;right:0;text-align:center;font-size:34px;font-weight:900}
p{position:absolute;top:260px;left:0;right:0;text-align:center;font-size:15px;color:rgba(255,255,255,.85);font-weight:500}
`;

function categoryHtml(category, count) {
  const extras = CATEGORY_EXTRAS[category.key];
  const body = `<div class="wrap"><div class="c1"></div><div class="c2"></div><div class="dots"></div><div class="tile">${icon(extras.icon, 70, 'currentColor', 1.5)}</div><h1>${esc(category.title)}</h1><p>${fa(count)} قالب آماده</p></div>`;
  return page(CATEGORY_CSS, body, `--c:${extras.color}`);
}

// ---------------------------------------------------------------------------
// Work samples
// ---------------------------------------------------------------------------

/** Keyed by image path. cta, tagline, menu, three cards [title, note], icon, colours. */
const SAMPLE_LOOK = {
  'work-samples/1.webp': {
    p: '#92400e',
    a: '#f59e0b',
    icon: 'wheat',
    tag: 'نان تازه و داغ، هر روز از ساعت ۶ صبح',
    cta: 'سفارش برای مراسم',
    nav: ['خانه', 'نان‌ها', 'ساعت پخت', 'تماس'],
    cards: [
      ['نان سنگک', 'کنجدی و ساده'],
      ['نان بربری', 'با سبوس و کنجد'],
      ['نان حجیم', 'تست و باگت خانگی'],
    ],
  },
  'work-samples/2.webp': {
    p: '#0369a1',
    a: '#2dd4bf',
    icon: 'tooth',
    tag: 'لبخندی سالم و زیبا با درمان‌های نوین',
    cta: 'درخواست نوبت',
    nav: ['خانه', 'خدمات', 'قبل و بعد', 'تماس'],
    cards: [
      ['ایمپلنت', 'با ضمانت کتبی'],
      ['ارتودنسی', 'ثابت و نامرئی'],
      ['لمینت', 'طراحی لبخند'],
    ],
  },
  'work-samples/3.webp': {
    p: '#1e293b',
    a: '#c8a24a',
    icon: 'scale',
    tag: 'وکالت و مشاوره تخصصی در دعاوی ملکی و خانواده',
    cta: 'درخواست مشاوره',
    nav: ['خانه', 'حوزه‌ها', 'مقاله‌ها', 'تماس'],
    cards: [
      ['دعاوی ملکی', 'تنظیم سند و خلع ید'],
      ['امور خانواده', 'مهریه و حضانت'],
      ['قراردادها', 'تنظیم و بررسی'],
    ],
  },
  'work-samples/4.webp': {
    p: '#7f1d1d',
    a: '#d4a373',
    icon: 'rug',
    tag: 'فرش دستباف ابریشم کاشان، مستقیم از کارگاه',
    cta: 'مشاهده فرش‌ها',
    nav: ['خانه', 'فرش', 'تابلوفرش', 'سفارش بافت'],
    cards: [
      ['فرش ابریشم ۶ متری', 185000000],
      ['تابلوفرش گل و مرغ', 24500000],
      ['قالیچه ۱٫۵ متری', 32000000],
    ],
  },
  'work-samples/5.webp': {
    p: '#1e3a8a',
    a: '#f97316',
    icon: 'car',
    tag: 'قطعه اصلی، قیمت منصفانه، ارسال سریع',
    cta: 'جستجوی قطعه',
    nav: ['خانه', 'قطعات موتوری', 'جلوبندی', 'برقی'],
    cards: [
      ['لنت ترمز جلو', 1250000],
      ['فیلتر روغن', 280000],
      ['تسمه تایم', 1980000],
    ],
  },
  'work-samples/6.webp': {
    p: '#9f1239',
    a: '#65a30d',
    icon: 'cup',
    tag: 'صبحانه، ناهار و عصرانه در دل باغ',
    cta: 'رزرو میز',
    nav: ['خانه', 'منو', 'گالری باغ', 'رزرو'],
    cards: [
      ['صبحانه ایرانی', 'هر روز تا ساعت ۱۱'],
      ['کباب باغ', 'روی آتش ذغال'],
      ['عصرانه', 'کیک و چای دارچین'],
    ],
  },
  'work-samples/7.webp': {
    p: '#2563eb',
    a: '#facc15',
    icon: 'book',
    tag: 'زبان را با لذت و از مکالمه شروع کنید',
    cta: 'پیش‌ثبت‌نام',
    nav: ['خانه', 'دوره‌ها', 'تعیین سطح', 'تماس'],
    cards: [
      ['انگلیسی کودکان', '۷ تا ۱۲ سال'],
      ['مکالمه بزرگسالان', 'همه سطح‌ها'],
      ['آلمانی', 'سطح A1 تا B2'],
    ],
  },
  'work-samples/8.webp': {
    p: '#166534',
    a: '#f59e0b',
    icon: 'home',
    tag: 'فایل‌های به‌روز غرب تهران با مشاوره رایگان',
    cta: 'جستجوی ملک',
    nav: ['خانه', 'خرید', 'اجاره', 'تماس'],
    cards: [
      ['آپارتمان ۸۵ متری پونک', 'فروش'],
      ['آپارتمان ۱۱۰ متری شهرک غرب', 'رهن و اجاره'],
      ['مغازه ۳۰ متری جنت‌آباد', 'فروش'],
    ],
  },
  'work-samples/9.webp': {
    p: '#a21caf',
    a: '#f9a8d4',
    icon: 'flower',
    tag: 'جایی برای دیده شدن زیبایی شما',
    cta: 'رزرو نوبت',
    nav: ['خانه', 'خدمات', 'نمونه‌کارها', 'تماس'],
    cards: [
      ['رنگ و لایت', 'با رنگ‌های گیاهی'],
      ['ناخن', 'کاشت و طراحی'],
      ['پوست', 'پاکسازی و آبرسانی'],
    ],
  },
  'work-samples/10.webp': {
    p: '#b91c1c',
    a: '#fbbf24',
    icon: 'washer',
    tag: 'تعمیر لوازم خانگی در محل با ضمانت شش‌ماهه',
    cta: 'ثبت درخواست تعمیر',
    nav: ['خانه', 'خدمات', 'برندها', 'تماس'],
    cards: [
      ['یخچال و فریزر', 'همه برندها'],
      ['لباسشویی', 'قطعات اصلی'],
      ['کولر', 'سرویس و شارژ گاز'],
    ],
  },
  'work-samples/11.webp': {
    p: '#be185d',
    a: '#fbbf24',
    icon: 'cake',
    tag: 'شیرینی تازه برای همه جشن‌های شما',
    cta: 'سفارش آنلاین',
    nav: ['خانه', 'کیک تولد', 'شیرینی تر', 'شیرینی خشک'],
    cards: [
      ['کیک تولد خامه‌ای', 1350000],
      ['شیرینی تر یک کیلویی', 780000],
      ['نان برنجی', 520000],
    ],
  },
  'work-samples/12.webp': {
    p: '#b45309',
    a: '#4d7c0f',
    icon: 'jar',
    tag: 'عسل طبیعی با برگه آزمایش، از کندو تا سفره شما',
    cta: 'خرید عسل',
    nav: ['خانه', 'عسل', 'گرده و ژل رویال', 'آزمایش‌ها'],
    cards: [
      ['عسل گون ۱ کیلویی', 1200000],
      ['عسل آویشن ۱ کیلویی', 1450000],
      ['گرده گل ۲۵۰ گرمی', 480000],
    ],
  },
  'work-samples/13.webp': {
    p: '#be123c',
    a: '#16a34a',
    icon: 'flower',
    tag: 'گل تازه، ارسال در همان روز در شیراز',
    cta: 'سفارش گل',
    nav: ['خانه', 'دسته‌گل', 'باکس گل', 'مراسم'],
    cards: [
      ['دسته‌گل رز قرمز', 950000],
      ['باکس گل بهاری', 1250000],
      ['گل‌آرایی مراسم', 4800000],
    ],
  },
  'work-samples/14.webp': {
    p: '#334155',
    a: '#06b6d4',
    icon: 'eye',
    tag: 'عینک طبی و آفتابی با بینایی‌سنجی رایگان',
    cta: 'مشاهده فریم‌ها',
    nav: ['خانه', 'فریم طبی', 'آفتابی', 'تماس'],
    cards: [
      ['فریم طبی', 'برندهای ایتالیایی'],
      ['عینک آفتابی', 'با محافظ UV'],
      ['بینایی‌سنجی', 'رایگان با نوبت'],
    ],
  },
};

const SAMPLE_CSS = `
body{background:#e5e7eb}
.win{position:absolute;inset:0;background:#fff;overflow:hidden}
.chrome{height:46px;background:#eceef1;display:flex;align-items:center;gap:14px;padding:0 16px;direction:ltr;border-bottom:1px solid #d9dce1}
.dots{display:flex;gap:7px}.dots i{width:12px;height:12px;border-radius:50%;display:block}
.url{flex:1;max-width:520px;margin:0 auto;height:30px;border-radius:999px;background:#fff;display:flex;align-items:center;gap:8px;padding:0 14px;font-size:14px;color:#374151;border:1px solid #d9dce1}
.url b{font-weight:600;color:#111827}
.hdr{height:66px;display:flex;align-items:center;gap:28px;padding:0 40px;border-bottom:1px solid #f1f1f4}
.logo{display:flex;align-items:center;gap:10px;font-weight:900;font-size:21px;color:var(--p)}
.logo .mk{width:40px;height:40px;border-radius:12px;background:var(--p);display:grid;place-items:center;color:#fff}
.nav{display:flex;gap:22px;font-size:14.5px;color:#4b5563;flex:1}
.nav .on{color:var(--p);font-weight:800}
.btn{display:inline-flex;align-items:center;gap:8px;height:42px;padding:0 20px;border-radius:10px;background:var(--p);color:#fff;font-weight:700;font-size:14px}
.hero{display:flex;gap:36px;align-items:center;padding:0 40px;height:318px;background:linear-gradient(180deg,color-mix(in srgb,var(--p) 7%,white),#fff)}
.ht{flex:1.15}
.ht h1{font-size:38px;font-weight:900;color:#111827;line-height:1.35;margin-bottom:10px}
.ht .tag{font-size:18px;font-weight:700;color:var(--p);margin-bottom:10px}
.ht p{font-size:14.5px;line-height:1.9;color:#6b7280;margin-bottom:18px;max-width:470px}
.art{flex:1;height:250px;border-radius:22px;background:linear-gradient(135deg,var(--p),var(--a));position:relative;overflow:hidden;display:grid;place-items:center;color:rgba(255,255,255,.93)}
.art:before{content:'';position:absolute;width:240px;height:240px;border-radius:50%;background:rgba(255,255,255,.13);top:-90px;left:-60px}
.art:after{content:'';position:absolute;width:160px;height:160px;border-radius:50%;border:22px solid rgba(255,255,255,.12);bottom:-70px;right:-30px}
.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;padding:18px 40px 0}
.card{display:flex;gap:14px;align-items:center;background:#fff;border-radius:16px;padding:14px;box-shadow:0 6px 20px rgba(15,23,42,.08);border:1px solid #f1f1f4}
.card .ci{width:54px;height:54px;border-radius:14px;background:color-mix(in srgb,var(--p) 12%,white);color:var(--p);display:grid;place-items:center}
.card h3{font-size:15px;font-weight:800;color:#111827;margin-bottom:4px}
.card span{font-size:13px;color:#6b7280}
.card span.pr{color:var(--p);font-weight:800}
.v2 .hero{background:linear-gradient(120deg,var(--p),color-mix(in srgb,var(--p) 70%,#0f172a));flex-direction:row-reverse}
.v2 .ht h1{color:#fff}.v2 .ht .tag{color:rgba(255,255,255,.88)}.v2 .ht p{color:rgba(255,255,255,.85)}
.v2 .ht .btn{background:#fff;color:var(--p)}
.v2 .art{background:rgba(255,255,255,.12);box-shadow:inset 0 0 0 1px rgba(255,255,255,.2)}
.v2 .hero{height:350px}.v2 .cards{margin-top:-34px;position:relative}
.foot{position:absolute;bottom:0;left:0;right:0;height:50px;background:#111827;color:#d1d5db;font-size:13px;display:flex;align-items:center;justify-content:space-between;padding:0 40px}
`;

function sampleHtml(sample, look) {
  const domain = sample.domainName.replace(/^https?:\/\//, '');
  const shownUrl = /^https?:\/\//.test(sample.domainName) ? sample.domainName : `https://${sample.domainName}`;
  const firstSentence = sample.description.split(/(?<=[.؟!])\s/)[0];
  const cards = look.cards
    .map(
      ([t, n]) =>
        `<div class="card"><div class="ci">${icon(look.icon, 28)}</div><div><h3>${esc(t)}</h3>${typeof n === 'number' ? `<span class="pr">${toman(n)}</span>` : `<span>${esc(n)}</span>`}</div></div>`,
    )
    .join('');
  const variant = Number(sample.image.match(/(\d+)\.webp$/)[1]) % 2 === 0 ? 'v2' : '';
  const body = `<div class="win ${variant}">
<div class="chrome"><div class="dots"><i style="background:#ef4444"></i><i style="background:#f59e0b"></i><i style="background:#22c55e"></i></div><div class="url">${icon('lock', 14, '#16a34a', 2.2)}<span>${esc(shownUrl.replace(domain, ''))}<b>${esc(domain)}</b></span></div></div>
<header class="hdr"><div class="logo"><span class="mk">${icon(look.icon, 22, '#fff', 2)}</span>${esc(sample.title)}</div><nav class="nav">${look.nav.map((n, i) => `<span class="${i ? '' : 'on'}">${esc(n)}</span>`).join('')}</nav><span class="btn">${esc(look.cta)}</span></header>
<section class="hero"><div class="ht"><div class="tag">${esc(look.tag)}</div><h1>${esc(sample.title)}</h1><p>${esc(firstSentence)}</p><span class="btn">${esc(look.cta)}${icon('arrow', 17, 'currentColor', 2.2)}</span></div><div class="art">${icon(look.icon, 130, 'currentColor', 1.3)}</div></section>
<section class="cards">${cards}</section>
<footer class="foot"><span>© ${esc(sample.title)}، همه حقوق محفوظ است.</span><span class="ltr">${esc(domain)}</span></footer>
</div>`;
  return page(SAMPLE_CSS, body, `--p:${look.p};--a:${look.a}`);
}

// ---------------------------------------------------------------------------
// WordPress guides
// ---------------------------------------------------------------------------

const GUIDE_TITLES = { 'create-post': 'افزودن نوشته', 'create-product': 'افزودن محصول', 'edit-product': 'ویرایش محصول' };

const WP_CSS = `
body{background:#f0f0f1;color:#1d2327;font-size:13px}
.bar{height:30px;background:#1d2327;color:#f0f0f1;display:flex;align-items:center;gap:18px;padding:0 12px;font-size:12.5px}
.bar .w{width:20px;height:20px;border-radius:50%;border:2px solid #c3c4c7;display:grid;place-items:center;font:800 11px Vazirmatn;color:#c3c4c7}
.bar span{display:flex;gap:6px;align-items:center}
.bar .sp{flex:1}
.lay{display:flex;height:595px}
.side{width:160px;background:#1d2327;color:#f0f0f1;padding-top:8px;flex-shrink:0;position:relative;z-index:3}
.mi{display:flex;align-items:center;gap:9px;height:33px;padding:0 12px;font-size:13px;position:relative}
.mi svg{opacity:.65}
.mi.cur{background:#2271b1;color:#fff}.mi.cur svg{opacity:1}
.mi.hov{background:#2c3338;color:#72aee6}
.sub{background:#2c3338;padding:7px 0}
.sub div{padding:5px 36px 5px 12px;font-size:12.5px;color:#c3c4c7}
.sub .cur{color:#fff;font-weight:700}
.fly{position:absolute;top:0;right:160px;width:170px;background:#2c3338;padding:7px 0;box-shadow:-3px 3px 8px rgba(0,0,0,.25)}
.fly div{padding:6px 14px;font-size:12.5px;color:#f0f0f1}
.fly .t{color:#72aee6;font-weight:700}
.main{flex:1;overflow:hidden;padding:16px 22px;position:relative}
h1.wp{font-size:21px;font-weight:500;display:flex;align-items:center;gap:10px;margin:2px 0 14px}
.ob{white-space:nowrap;border:1px solid #2271b1;color:#2271b1;border-radius:3px;padding:3px 10px;font-size:12.5px;background:#f6f7f7;display:inline-block;font-weight:500}
.pb{background:#2271b1;color:#fff;border-radius:3px;padding:5px 13px;font-size:13px;display:inline-block;font-weight:600}
.box{background:#fff;border:1px solid #c3c4c7;margin-bottom:14px}
.box>h2{font-size:13.5px;font-weight:700;padding:9px 12px;border-bottom:1px solid #e2e4e7;display:flex;justify-content:space-between}
.box>h2 i{font-style:normal;color:#787c82}
.in{padding:10px 12px}
.inp{border:1px solid #8c8f94;border-radius:4px;min-height:30px;padding:0 9px;background:#fff;display:flex;align-items:center;font-size:13px;color:#1d2327}
.inp.ph{color:#8c8f94}
.row{display:flex;align-items:center;gap:12px;margin-bottom:10px}
.row label{width:150px;color:#1d2327}
.row .inp{width:220px}
.cb{display:flex;align-items:center;gap:7px;margin:5px 0}
.cb i{width:15px;height:15px;border:1px solid #8c8f94;border-radius:3px;background:#fff;display:grid;place-items:center;color:#fff}
.cb i.on{background:#2271b1;border-color:#2271b1}
.rad{width:15px;height:15px;border:1px solid #8c8f94;border-radius:50%;display:inline-block;vertical-align:middle;margin-left:5px}
.rad.on{border:5px solid #2271b1}
a,.lk{color:#2271b1;text-decoration:underline}
.muted{color:#646970}
.cols{display:flex;gap:20px;align-items:flex-start}
.colm{flex:1;min-width:0}
.cols2{width:260px;flex-shrink:0}
.tb{display:flex;gap:4px;padding:6px 8px;border-bottom:1px solid #dcdcde;background:#f6f7f7}
.tb i{width:24px;height:22px;border-radius:2px;background:#e9eaeb;display:grid;place-items:center;font-style:normal;font-weight:800;font-size:12px;color:#3c434a}
.txt{padding:12px 14px;line-height:2;font-size:13.5px;color:#2c3338}
.pd{display:flex;min-height:200px}
.tabs{width:150px;flex-shrink:0;background:#fafafa;border-left:1px solid #eee}
.tabs div{white-space:nowrap}
.tabs div{padding:9px 12px;border-bottom:1px solid #eee;color:#2271b1;font-size:12.5px;display:flex;gap:7px;align-items:center}
.tabs .on{background:#eee;color:#50575e;font-weight:700}
.panel{flex:1;padding:14px 16px;min-width:0}
.panel .row{flex-wrap:wrap;gap:8px 12px}
.panel .row label{width:118px;flex-shrink:0}
.panel .row .inp,.panel .row .sel{width:180px}
.spot{position:fixed;border-radius:8px;outline:3px solid #f97316;box-shadow:0 0 0 6px rgba(249,115,22,.28),0 0 0 3000px rgba(15,23,42,.34);z-index:50}
.spot2{position:fixed;border-radius:6px;outline:2px dashed #f97316;z-index:49}
.mark{position:fixed;width:36px;height:36px;border-radius:50%;background:#f97316;color:#fff;font-weight:900;font-size:18px;display:grid;place-items:center;z-index:51;box-shadow:0 4px 12px rgba(0,0,0,.35);border:2px solid #fff}
.chip{position:fixed;left:14px;bottom:14px;z-index:52;background:#111827;color:#fff;border-radius:999px;padding:7px 8px 7px 16px;font-size:13px;font-weight:700;display:flex;gap:10px;align-items:center;box-shadow:0 6px 18px rgba(0,0,0,.3)}
.chip b{background:#f97316;border-radius:999px;padding:2px 12px;font-weight:800}
/* login */
.browser{height:40px;background:#dee1e6;display:flex;align-items:center;gap:12px;padding:0 14px;direction:ltr}
.browser .u{flex:1;max-width:560px;height:28px;border-radius:999px;background:#fff;display:flex;align-items:center;gap:8px;padding:0 14px;font-size:13.5px;color:#202124}
.login{display:flex;flex-direction:column;align-items:center;padding-top:36px}
.login .lg{width:74px;height:74px;border-radius:50%;background:#1d2327;color:#fff;display:grid;place-items:center;font:900 38px Vazirmatn;margin-bottom:22px;box-shadow:inset 0 0 0 5px #fff,0 0 0 2px #1d2327}
.login form,.login .form{width:330px;background:#fff;border:1px solid #c3c4c7;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.04);display:block}
.login label{display:block;font-size:13.5px;margin-bottom:5px}
.login .inp{height:40px;font-size:16px;margin-bottom:16px}
.login .foot{display:flex;justify-content:space-between;align-items:center}
.login .links{width:330px;margin-top:16px;font-size:12.5px;color:#50575e;line-height:2.1}
/* block editor */
.ge{height:625px;display:flex;flex-direction:column;background:#fff}
.gt{height:60px;border-bottom:1px solid #e0e0e0;display:flex;align-items:center;gap:12px;padding-left:14px}
.gt .wsq{width:60px;height:60px;background:#1e1e1e;color:#fff;display:grid;place-items:center;font:900 26px Vazirmatn}
.gt .plus{width:32px;height:32px;border-radius:2px;background:#1e1e1e;color:#fff;display:grid;place-items:center}
.gt .ic{color:#1e1e1e;opacity:.75}
.gt .doc{flex:1;display:flex;justify-content:center}
.gt .doc span{background:#f0f0f0;border-radius:4px;padding:6px 40px;font-size:13px;color:#1e1e1e}
.gt .ln{font-size:13px;color:#3858e9}
.gt .pub{background:#3858e9;color:#fff;border-radius:2px;padding:7px 14px;font-weight:600}
.gb{flex:1;display:flex;min-height:0}
.cv{flex:1;overflow:hidden;padding:36px 70px 0;background:#fff}
.cv .ti{font-size:33px;font-weight:800;color:#1e1e1e;line-height:1.45;margin-bottom:18px;padding:4px 6px}
.cv .ti.ph{color:#757575;font-weight:700}
.cv .caret{display:inline-block;width:2px;height:34px;background:#1e1e1e;vertical-align:middle;margin-right:2px}
.cv p{font-size:15px;line-height:2.05;color:#1e1e1e;margin-bottom:14px;padding:0 6px}
.cv h3{font-size:20px;font-weight:800;margin:4px 6px 8px}
.ins{display:flex;gap:14px;align-items:flex-start;padding:6px}
.ins .bp{width:30px;height:30px;border-radius:2px;background:#1e1e1e;color:#fff;display:grid;place-items:center}
.ins .pop{border:1px solid #1e1e1e;border-radius:2px;padding:10px;display:grid;grid-template-columns:repeat(3,86px);gap:6px;background:#fff;box-shadow:0 4px 14px rgba(0,0,0,.12)}
.ins .pop div{display:flex;flex-direction:column;align-items:center;gap:5px;padding:8px 0;font-size:12px;color:#1e1e1e;border-radius:2px}
.ins .pop .on{background:#f0f0f0}
.ib{border:1px solid #1e1e1e;border-radius:2px;padding:16px;margin:6px}
.ib .h{display:flex;gap:8px;align-items:center;font-weight:700;font-size:14px;margin-bottom:6px}
.ib .btns{display:flex;gap:8px;margin-top:12px}
.ib .b1{background:#3858e9;color:#fff;border-radius:2px;padding:6px 12px;font-size:12.5px}
.ib .b2{box-shadow:inset 0 0 0 1px #3858e9;color:#3858e9;border-radius:2px;padding:6px 12px;font-size:12.5px}
.pic{height:170px;margin:6px;border-radius:2px;background:linear-gradient(135deg,#d97706,#fcd34d);display:grid;place-items:center;color:rgba(255,255,255,.9);position:relative;overflow:hidden}
.pic:before{content:'';position:absolute;width:200px;height:200px;border-radius:50%;background:rgba(255,255,255,.15);top:-80px;left:-40px}
.gs{width:290px;border-right:1px solid #e0e0e0;overflow:hidden}
.gs .tabsx{display:flex;border-bottom:1px solid #e0e0e0;height:48px}
.gs .tabsx div{padding:0 16px;display:flex;align-items:center;font-size:13px;font-weight:600;color:#757575}
.gs .tabsx .on{color:#1e1e1e;box-shadow:inset 0 -3px 0 #3858e9}
.pn{border-bottom:1px solid #e0e0e0;padding:14px 16px}
.pn h4{font-size:13px;font-weight:700;margin-bottom:10px;display:flex;justify-content:space-between}
.kv{display:flex;justify-content:space-between;font-size:12.5px;margin:7px 0;color:#1e1e1e}
.kv span:last-child{color:#3858e9}
.fi{height:96px;border-radius:2px;background:#f0f0f0;display:grid;place-items:center;font-size:12.5px;color:#1e1e1e}
.fi.set{background:linear-gradient(135deg,#b45309,#fbbf24);color:rgba(255,255,255,.9)}
.chips{display:flex;gap:6px;flex-wrap:wrap;margin-top:8px}
.chips span{background:#f0f0f0;border-radius:2px;padding:3px 9px;font-size:12px}
/* product list */
.ss{font-size:12.5px;color:#646970;margin-bottom:10px}.ss b{color:#1d2327}
.tbar{display:flex;gap:8px;align-items:center;margin-bottom:8px}
.sel{border:1px solid #8c8f94;border-radius:4px;height:30px;padding:0 9px 0 26px;background:#fff;display:flex;align-items:center;font-size:12.5px;position:relative}
.sel:after{content:'';position:absolute;left:10px;top:11px;border:4px solid transparent;border-top:5px solid #50575e}
.tbl{width:100%;border-collapse:collapse;background:#fff;border:1px solid #c3c4c7;font-size:12.5px}
.tbl th{text-align:right;font-weight:600;padding:9px 8px;border-bottom:1px solid #c3c4c7}
.tbl td{padding:9px 8px;border-bottom:1px solid #f0f0f1;vertical-align:top}
.tbl tr:nth-child(even) td{background:#f6f7f7}
.tbl .nm{color:#2271b1;font-weight:700;font-size:13px}
.tbl .th{width:38px;height:38px;border-radius:3px;background:linear-gradient(135deg,#d97706,#fcd34d);display:grid;place-items:center;color:#fff}
.ra{font-size:12px;color:#a7aaad;margin-top:4px;display:flex;gap:5px}
.ra a{color:#2271b1;text-decoration:none}.ra .del{color:#b32d2e}
.ok{color:#008a20;font-weight:600}.no{color:#b32d2e;font-weight:600}
.qe{background:#fff;padding:12px 12px 14px;border:1px solid #c3c4c7}
.qe h5{font-size:12px;font-weight:800;margin-bottom:10px;color:#1d2327}
.qe .g{display:grid;grid-template-columns:1fr 1fr;gap:9px 30px}
.qe .r{display:flex;align-items:center;gap:8px}
.qe .r label{width:78px;color:#1d2327}
.qe .inp{flex:1;height:28px}
.dash{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.welcome{background:#fff;border:1px solid #c3c4c7;padding:20px 24px;margin-bottom:16px}
.welcome h2{font-size:22px;font-weight:800;margin-bottom:6px}
`;

const WP_MENU_POSTS = [
  ['gauge', 'پیشخوان'],
  ['thumbtack', 'نوشته‌ها', ['همه نوشته‌ها', 'افزودن نوشته', 'دسته‌ها', 'برچسب‌ها']],
  ['image', 'رسانه'],
  ['page', 'برگه‌ها'],
  ['chat', 'دیدگاه‌ها'],
  ['brush', 'نمایش'],
  ['plug', 'افزونه‌ها'],
  ['user', 'کاربران'],
  ['wrench', 'ابزارها'],
  ['gear', 'تنظیمات'],
];
const WP_MENU_SHOP = [
  ['gauge', 'پیشخوان'],
  ['thumbtack', 'نوشته‌ها', ['همه نوشته‌ها', 'افزودن نوشته', 'دسته‌ها', 'برچسب‌ها']],
  ['image', 'رسانه'],
  ['page', 'برگه‌ها'],
  ['chat', 'دیدگاه‌ها'],
  ['bag', 'ووکامرس'],
  ['box', 'محصولات', ['همه محصولات', 'افزودن محصول', 'دسته‌ها', 'برچسب‌ها', 'ویژگی‌ها', 'نقد و بررسی‌ها']],
  ['bars', 'گزارش‌ها'],
  ['megaphone', 'بازاریابی'],
  ['brush', 'نمایش'],
  ['plug', 'افزونه‌ها'],
  ['user', 'کاربران'],
  ['gear', 'تنظیمات'],
];

/**
 * Admin sidebar. state: { current: menu title that is open, currentSub, hover: menu title showing its
 * flyout, hoverHl: flyout item to highlight }.
 */
function wpSidebar(menu, state) {
  return `<aside class="side">${menu
    .map(([ic, title, subs]) => {
      const isCur = state.current === title;
      const isHov = state.hover === title;
      let html = `<div class="mi${isCur ? ' cur' : ''}${isHov ? ' hov' : ''}">${icon(ic, 17, 'currentColor', 1.9)}${esc(title)}`;
      if (isHov && subs) {
        html += `<div class="fly">${subs.map((s, i) => `<div class="${i === 0 ? 't' : ''}${state.hoverHl === s ? ' hl' : ''}">${esc(s)}</div>`).join('')}</div>`;
      }
      html += '</div>';
      if (isCur && subs) {
        html += `<div class="sub">${subs.map((s) => `<div class="${s === state.currentSub ? 'cur' : ''}${state.subHl === s ? ' hl' : ''}">${esc(s)}</div>`).join('')}</div>`;
      }
      return html;
    })
    .join('')}</aside>`;
}

const wpBar = (site) =>
  `<div class="bar"><span class="w">W</span><span>${icon('home', 14)}${esc(site)}</span><span>${icon('chat', 13)}${fa(0)}</span><span>${icon('plus', 13)}تازه</span><span class="sp"></span><span>سلام، مدیر سایت ${icon('user', 14)}</span></div>`;

const wpAdmin = (site, menu, state, main) =>
  `${wpBar(site)}<div class="lay">${wpSidebar(menu, state)}<main class="main">${main}</main></div>`;

function wpLogin(domain, siteName) {
  return `<div class="browser"><div class="dots" style="display:flex;gap:7px"><i style="width:12px;height:12px;border-radius:50%;background:#ef4444;display:block"></i><i style="width:12px;height:12px;border-radius:50%;background:#f59e0b;display:block"></i><i style="width:12px;height:12px;border-radius:50%;background:#22c55e;display:block"></i></div><div class="u hl2">${icon('lock', 13, '#16a34a', 2.2)}<span>${esc(domain)}<b>/wp-admin</b></span></div></div>
<div class="login"><div class="lg">W</div><div class="form hl"><label>نام کاربری یا نشانی ایمیل</label><div class="inp ltr" style="justify-content:flex-end">admin</div><label>رمز عبور</label><div class="inp" style="letter-spacing:3px">••••••••••</div><div class="foot"><span class="cb"><i></i>مرا به خاطر بسپار</span><span class="pb">ورود</span></div></div>
<div class="links"><div class="lk">رمز عبورتان را گم کرده‌اید؟</div><div class="lk">→ بازگشت به ${esc(siteName)}</div></div></div>`;
}

function wpDashboard(shop) {
  const glance = shop
    ? `<div class="box"><h2>وضعیت ووکامرس<i>▴</i></h2><div class="in" style="line-height:2.2"><div><b style="color:#008a20">۴۲٬۶۰۰٬۰۰۰ تومان</b> فروش خالص این ماه</div><div>۱۸ سفارش در انتظار پردازش</div><div>۲ محصول رو به اتمام</div></div></div>`
    : `<div class="box"><h2>در یک نگاه<i>▴</i></h2><div class="in" style="line-height:2.2"><div>۱۲ نوشته · ۴ برگه</div><div>۳۸ دیدگاه</div></div></div>`;
  return `<h1 class="wp">پیشخوان</h1><div class="welcome"><h2>به وردپرس خوش آمدید!</h2><div class="muted">چند پیوند برای شروع کار آماده کرده‌ایم.</div><div style="display:flex;gap:40px;margin-top:14px"><span class="pb">سفارشی‌سازی سایت</span><span class="lk">نوشتن نخستین نوشته</span><span class="lk">مشاهده سایت</span></div></div>
<div class="dash"><div>${glance}<div class="box"><h2>فعالیت<i>▴</i></h2><div class="in" style="line-height:2.2"><div class="muted">به‌تازگی منتشرشده</div><div class="lk">پنج نکته برای تازه ماندن نان</div><div class="lk">ساعت کاری ماه رمضان</div></div></div></div>
<div><div class="box"><h2>پیش‌نویس سریع<i>▴</i></h2><div class="in"><div class="inp ph" style="margin-bottom:8px">عنوان</div><div class="inp ph" style="height:60px;align-items:flex-start;padding-top:6px">به چه می‌اندیشید؟</div><div style="margin-top:10px"><span class="ob">ذخیره پیش‌نویس</span></div></div></div></div></div>`;
}

function wpPostEditor(step) {
  const hasTitle = step >= 3;
  const title = hasTitle ? 'پنج نکته برای تازه ماندن نان در خانه' : '';
  const content = [];
  if (step >= 4) {
    content.push(
      `<div class="${step === 4 ? 'hl' : ''}"><p>نان تازه یکی از لذت‌های ساده هر سفره است. اگر نان را درست نگهداری کنید، تا چند روز طعم و بافت خودش را حفظ می‌کند.</p><h3>۱. نان را کامل خنک کنید</h3><p>پیش از بسته‌بندی، نان را روی توری بگذارید تا بخارش کاملاً بیرون برود؛ وگرنه رطوبت باعث کپک زدن می‌شود.</p>${
        step === 4
          ? `<div class="ins"><span class="bp">${icon('plus', 18, '#fff', 2.4)}</span><div class="pop"><div class="on">${icon('paragraph', 20)}پاراگراف</div><div>${icon('heading', 20)}عنوان</div><div>${icon('list', 20)}فهرست</div><div>${icon('quote', 20)}نقل‌قول</div><div>${icon('image', 20)}تصویر</div><div>${icon('gallery', 20)}گالری</div></div></div>`
          : ''
      }</div>`,
    );
  } else {
    content.push(`<p style="color:#757575">برای انتخاب بلوک، / را تایپ کنید</p>`);
  }
  if (step === 5) {
    content.push(
      `<div class="ib hl"><div class="h">${icon('image', 20)}تصویر</div><div class="muted">یک تصویر بارگذاری کنید، پرونده‌ای از کتابخانه رسانه برگزینید یا نشانی آن را وارد کنید.</div><div class="btns"><span class="b1">بارگذاری</span><span class="b2">کتابخانه رسانه</span><span class="b2">درج از نشانی</span></div></div>`,
    );
  } else if (step > 5) {
    content.push(`<div class="pic">${icon('wheat', 80, 'currentColor', 1.4)}</div>`);
  }
  const checked = step >= 6;
  const sidebar =
    step === 8
      ? `<div class="pn hl" style="padding-bottom:18px"><div style="display:flex;gap:8px;margin-bottom:16px"><span class="pub" style="background:#3858e9;color:#fff;border-radius:2px;padding:7px 16px;font-weight:600">انتشار</span><span style="box-shadow:inset 0 0 0 1px #3858e9;color:#3858e9;border-radius:2px;padding:7px 14px">لغو</span></div><h4 style="font-size:15px">آماده انتشار هستید؟</h4><div class="muted" style="line-height:1.9">پیش از انتشار، تنظیمات نوشته را یک بار دیگر بررسی کنید.</div></div>
<div class="pn"><div class="kv"><span>نمایانی</span><span>عمومی</span></div><div class="kv"><span>انتشار</span><span>هم‌اکنون</span></div></div><div class="pn"><h4>دسته‌ها و برچسب‌ها</h4><div class="muted">آموزش · نان، نگهداری</div></div>`
      : `<div class="tabsx"><div class="on">نوشته</div><div>بلوک</div></div>
<div class="pn"><h4>خلاصه</h4><div class="kv"><span>وضعیت</span><span>پیش‌نویس</span></div><div class="kv"><span>انتشار</span><span>هم‌اکنون</span></div><div class="kv"><span>نویسنده</span><span>مدیر سایت</span></div></div>
<div class="pn${step === 7 ? ' hl' : ''}"><h4>تصویر شاخص</h4>${step >= 7 ? `<div class="fi set">${icon('wheat', 46, 'currentColor', 1.5)}</div><div style="display:flex;gap:14px;margin-top:8px;font-size:12.5px"><span class="lk">جایگزینی</span><span class="lk" style="color:#cc1818">حذف</span></div>` : `<div class="fi">تعیین تصویر شاخص</div>`}</div>
<div class="pn${step === 6 ? ' hl' : ''}"><h4>دسته‌ها</h4><div class="cb"><i></i>دسته‌بندی نشده</div><div class="cb"><i></i>اخبار</div><div class="cb"><i class="${checked ? 'on' : ''}">${checked ? icon('check', 11, '#fff', 3) : ''}</i>آموزش</div><div class="cb"><i></i>پیشنهاد ویژه</div><div class="lk" style="margin-top:6px;font-size:12.5px">افزودن دسته تازه</div>
<h4 style="margin-top:14px">برچسب‌ها</h4><div class="inp ph">افزودن برچسب</div>${checked ? '<div class="chips"><span>نان ✕</span><span>نگهداری ✕</span></div>' : ''}</div>`;
  return `<div class="ge"><div class="gt"><span class="wsq">W</span><span class="plus">${icon('plus', 18, '#fff', 2.4)}</span><span class="ic">${icon('undo', 19)}</span><span class="ic">${icon('redo', 19)}</span><div class="doc"><span>${hasTitle ? esc(title) : 'افزودن نوشته'}</span></div><span class="ln">ذخیره پیش‌نویس</span><span class="ic">${icon('eye', 19)}</span><span class="pub">انتشار</span><span class="ic">${icon('gear', 19)}</span></div>
<div class="gb"><div class="cv"><div class="ti${hasTitle ? '' : ' ph'}${step === 3 ? ' hl' : ''}">${hasTitle ? `${esc(title)}${step === 3 ? '<span class="caret"></span>' : ''}` : 'عنوان را اضافه کنید'}</div>${content.join('')}</div><aside class="gs">${sidebar}</aside></div></div>`;
}

/**
 * WooCommerce classic product editor. opts: { mode: 'create' | 'edit', tab: 'general' | 'inventory' | 'shipping', hl }.
 * hl names the element to spotlight: title, general, sale, inventory, shipping, short, side, media, cats, publish.
 */
function wpProductEditor(opts) {
  const edit = opts.mode === 'edit';
  const h = (name) => (opts.hl === name ? ' hl' : '');
  const product = edit
    ? {
        name: 'عسل آویشن ۱ کیلویی',
        slug: 'thyme-honey-1kg',
        price: '1450000',
        sale: '1350000',
        sku: 'HN-AV-1000',
        stock: '24',
        text: [
          'عسل آویشن کوهستان از شهد گل‌های آویشن دامنه‌های سبلان به دست می‌آید و طعمی ملایم و عطری دلنشین دارد.',
          'برگه آزمایش کیفیت هر سری تولید کنار محصول ارائه می‌شود.',
        ],
      }
    : {
        name: 'عسل چندگیاه کوهستان ۹۰۰ گرمی',
        slug: 'multiflora-honey-900g',
        price: '1180000',
        sale: '990000',
        sku: 'HN-MF-900',
        stock: '40',
        text: [
          'عسل چندگیاه کوهستان از شهد گل‌های وحشی دامنه‌های سبلان به دست می‌آید و بدون هیچ افزودنی بسته‌بندی می‌شود.',
          'این عسل را در صبحانه، همراه چای یا در دستور پخت شیرینی‌ها استفاده کنید.',
        ],
      };
  const tabs = [
    ['general', 'همگانی', 'gear'],
    ['inventory', 'موجودی انبار', 'box'],
    ['shipping', 'حمل و نقل', 'truck'],
    ['linked', 'محصولات پیوندی', 'grid'],
    ['attributes', 'ویژگی‌ها', 'list'],
    ['advanced', 'پیشرفته', 'gear'],
  ];
  let panel;
  if (opts.tab === 'inventory') {
    panel = `<div class="row"><label>شناسه محصول</label><div class="inp ltr" style="justify-content:flex-end">${product.sku}</div></div>
<div class="row"><label>مدیریت موجودی</label><span class="cb"><i class="on">${icon('check', 11, '#fff', 3)}</i>ردیابی تعداد موجودی این محصول</span></div>
<div class="row"><label>تعداد موجودی</label><div class="inp" style="width:100px">${fa(product.stock)}</div></div>
<div class="row"><label>وضعیت موجودی</label><span><span class="rad on"></span>موجود</span><span><span class="rad"></span>ناموجود</span></div>`;
  } else if (opts.tab === 'shipping') {
    panel = `<div class="row"><label>وزن (کیلوگرم)</label><div class="inp" style="width:100px">${fa('1.1').replace('.', '٫')}</div></div>
<div class="row"><label>ابعاد (سانتی‌متر)</label><div class="inp" style="width:50px">${fa(12)}</div><div class="inp" style="width:50px">${fa(12)}</div><div class="inp" style="width:50px">${fa(15)}</div></div>
<div class="row"><label>کلاس حمل و نقل</label><div class="sel">بسته‌های شکستنی</div></div>`;
  } else {
    panel = `<div class="row"><label>قیمت عادی (تومان)</label><div class="inp">${fa(product.price)}</div></div>
<div class="${h('sale').trim()}" style="padding:4px 0"><div class="row" style="margin-bottom:4px"><label>قیمت فروش ویژه (تومان)</label><div class="inp">${fa(product.sale)}</div></div><div class="row" style="margin:0"><label></label><span class="lk">زمان‌بندی</span></div></div>
<div class="row" style="margin-top:10px"><label>وضعیت مالیات</label><div class="sel">مشمول مالیات</div></div>`;
  }
  const productData = `<div class="box${h('general')}${h('inventory')}${h('shipping')}"><h2><span style="display:flex;gap:10px;align-items:center">اطلاعات محصول — <span class="sel">محصول ساده</span><span class="cb"><i></i>مجازی</span><span class="cb"><i></i>دانلودی</span></span><i>▴</i></h2><div class="pd"><div class="tabs">${tabs
    .map(([k, t, ic]) => `<div class="${opts.tab === k || (!opts.tab && k === 'general') ? 'on' : ''}">${icon(ic, 14)}${t}</div>`)
    .join('')}</div><div class="panel">${panel}</div></div></div>`;
  const imgSet = edit || ['side', 'publish'].includes(opts.hl);
  const main = `<h1 class="wp">${edit ? 'ویرایش محصول <span class="ob">افزودن محصول</span>' : 'افزودن محصول'}</h1>
<div class="cols"><div class="colm">
<div class="${h('title').trim()}"><div class="inp" style="height:40px;font-size:18px;margin-bottom:6px">${esc(product.name)}</div><div class="muted" style="font-size:12px;margin-bottom:10px">پیوند یکتا: <span class="ltr lk">asal-kouhestan.ir/product/${product.slug}/</span></div>
<div class="box" style="margin-bottom:${opts.hl === 'title' ? 0 : 14}px"><div style="display:flex;justify-content:space-between;padding:7px 8px"><span class="ob">${icon('image', 13)}افزودن پرونده چندرسانه‌ای</span><span style="display:flex;gap:4px"><span class="ob" style="background:#fff">دیداری</span><span class="ob">متن</span></span></div><div class="tb"><i>B</i><i>I</i><i>${icon('list', 13)}</i><i>${icon('quote', 13)}</i><i>${icon('heading', 13)}</i><i>${icon('image', 13)}</i></div><div class="txt">${product.text.map((t) => `<div>${esc(t)}</div>`).join('')}</div></div></div>
${productData}
<div class="box${h('short')}"><h2>توضیح کوتاه محصول<i>▴</i></h2><div class="tb"><i>B</i><i>I</i><i>${icon('list', 13)}</i></div><div class="txt">${edit ? '۱ کیلوگرم عسل آویشن طبیعی، بدون شکر افزوده، همراه با برگه آزمایش.' : '۹۰۰ گرم عسل چندگیاه طبیعی، بدون شکر افزوده، همراه با برگه آزمایش.'}</div></div>
</div>
<div class="cols2">
<div class="box${h('publish')}"><h2>انتشار<i>▴</i></h2><div class="in"><div style="display:flex;justify-content:space-between;margin-bottom:10px"><span class="ob">${edit ? 'نمایش محصول' : 'ذخیره پیش‌نویس'}</span><span class="ob">پیش‌نمایش</span></div><div style="line-height:2.1;font-size:12.5px"><div>وضعیت: <b>${edit ? 'منتشرشده' : 'پیش‌نویس'}</b> <span class="lk">ویرایش</span></div><div>نمایانی: <b>عمومی</b></div><div>${edit ? 'منتشرشده در: <b>۱۲ آبان ۱۴۰۳</b>' : 'انتشار <b>فوری</b>'}</div></div></div><div style="background:#f6f7f7;border-top:1px solid #dcdcde;padding:10px 12px;display:flex;justify-content:space-between;align-items:center"><span class="lk" style="color:#b32d2e">انتقال به زباله‌دان</span><span class="pb">${edit ? 'به‌روزرسانی' : 'انتشار'}</span></div></div>
<div class="${h('side').trim()}"><div class="${h('cats').trim()}">
<div class="box"><h2>دسته‌های محصول<i>▴</i></h2><div class="in"><div class="cb"><i class="on">${icon('check', 11, '#fff', 3)}</i>عسل</div><div class="cb"><i></i>فرآورده‌های زنبورداری</div><div class="cb"><i class="${edit ? 'on' : ''}">${edit ? icon('check', 11, '#fff', 3) : ''}</i>پیشنهاد ویژه</div><div class="lk" style="font-size:12.5px;margin-top:4px">+ افزودن دسته تازه</div></div></div>
<div class="box"><h2>برچسب‌های محصول<i>▴</i></h2><div class="in"><div style="display:flex;gap:6px"><div class="inp ph" style="flex:1">نام برچسب</div><span class="ob">افزودن</span></div><div class="chips"><span>ⓧ عسل طبیعی</span><span>ⓧ سبلان</span></div></div></div>
</div><div class="${h('media').trim()}">
<div class="box"><h2>تصویر محصول<i>▴</i></h2><div class="in">${imgSet ? `<div class="fi set" style="height:110px">${icon('jar', 56, 'currentColor', 1.4)}</div><div class="lk" style="font-size:12.5px;margin-top:6px">${edit ? 'برای ویرایش یا به‌روزرسانی روی تصویر کلیک کنید' : 'برداشتن تصویر محصول'}</div>` : '<span class="lk">قرار دادن تصویر محصول</span>'}</div></div>
<div class="box"><h2>گالری محصول<i>▴</i></h2><div class="in">${imgSet ? `<div style="display:flex;gap:6px;margin-bottom:6px">${['#b45309', '#ca8a04', '#92400e'].map((c) => `<span style="width:52px;height:52px;border-radius:3px;background:linear-gradient(135deg,${c},#fde68a);display:grid;place-items:center;color:#fff">${icon('jar', 24, 'currentColor', 1.6)}</span>`).join('')}</div>` : ''}<span class="lk">افزودن تصاویر گالری محصول</span></div></div>
</div></div></div></div>`;
  return main;
}

const PRODUCTS = [
  ['عسل آویشن ۱ کیلویی', 'HN-AV-1000', 24, 1450000, 'عسل، پیشنهاد ویژه'],
  ['عسل گون ۱ کیلویی', 'HN-GN-1000', 18, 1200000, 'عسل'],
  ['عسل کنار ۵۰۰ گرمی', 'HN-KN-500', 30, 650000, 'عسل'],
  ['گرده گل ۲۵۰ گرمی', 'PL-250', 0, 480000, 'فرآورده‌های زنبورداری'],
  ['ژل رویال ۵۰ گرمی', 'RJ-50', 9, 980000, 'فرآورده‌های زنبورداری'],
  ['موم طبیعی زنبور عسل', 'WX-200', 12, 290000, 'فرآورده‌های زنبورداری'],
];

function wpProductList(opts) {
  const rows = (opts.search ? PRODUCTS.filter((p) => p[0].includes('آویشن')) : PRODUCTS)
    .map(([name, sku, stock, price, cats], i) => {
      if (i === 0 && opts.quickEdit) {
        return `<tr><td colspan="7" style="padding:6px"><div class="qe hl"><h5>ویرایش سریع</h5><div class="g"><div class="r"><label>عنوان</label><div class="inp">${esc(name)}</div></div><div class="r"><label>قیمت</label><div class="inp">${fa(price)}</div></div><div class="r"><label>نامک</label><div class="inp ltr" style="justify-content:flex-end">thyme-honey-1kg</div></div><div class="r"><label>قیمت ویژه</label><div class="inp">${fa(1350000)}</div></div><div class="r"><label>دسته‌ها</label><div class="inp">عسل، پیشنهاد ویژه</div></div><div class="r"><label>موجودی</label><div class="sel" style="flex:1">موجود</div></div></div><div style="display:flex;gap:8px;margin-top:12px"><span class="pb">به‌روزرسانی</span><span class="ob">لغو</span></div></div></td></tr>`;
      }
      const hover = i === 0 && opts.rowActions;
      const actions = hover
        ? `<div class="ra"><span>شناسه: ${fa(124)}</span>|<a class="${opts.hlEdit ? 'hl' : ''}" style="padding:0 2px">ویرایش</a>|<a>ویرایش سریع</a>|<a class="del">زباله‌دان</a>|<a>نمایش</a>|<a>تکثیر</a></div>`
        : '';
      return `<tr><td><span class="cb"><i></i></span></td><td><span class="th">${icon('jar', 20, '#fff', 1.8)}</span></td><td><div class="nm">${esc(name)}</div>${actions}</td><td class="ltr" style="text-align:right">${sku}</td><td>${stock ? `<span class="ok">موجود</span> (${fa(stock)})` : '<span class="no">ناموجود</span>'}</td><td>${toman(price)}</td><td><span class="lk">${esc(cats)}</span></td></tr>`;
    })
    .join('');
  return `<h1 class="wp">محصولات <span class="ob">افزودن محصول</span><span class="ob">درون‌ریزی</span><span class="ob">برون‌بری</span></h1>
<div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:8px"><div class="ss"><b>همه (${fa(24)})</b> | منتشرشده (${fa(22)}) | پیش‌نویس (${fa(2)}) | مرتب‌سازی</div><div style="display:flex;gap:6px" class="${opts.hlSearch ? 'hl' : ''}"><div class="inp" style="width:170px">${opts.search ? 'آویشن' : ''}</div><span class="ob">جستجوی محصولات</span></div></div>
<div class="tbar"><div class="sel">کارهای دسته‌جمعی</div><span class="ob">اجرا</span><div class="sel">${opts.search ? 'عسل' : 'انتخاب یک دسته'}</div><div class="sel">فیلتر بر اساس نوع محصول</div><div class="sel">وضعیت موجودی</div><span class="ob">صافی</span></div>
<table class="tbl"><tr><th style="width:28px"><span class="cb"><i></i></span></th><th style="width:52px">${icon('image', 15)}</th><th>نام</th><th>شناسه</th><th>موجودی</th><th>قیمت</th><th>دسته‌ها</th></tr>${rows}</table>`;
}

/** Screen for each guide step. */
function guideScreen(guide, step) {
  const shop = guide !== 'create-post';
  const site = shop ? 'عسل طبیعی کوهستان' : 'نانوایی سحر';
  const domain = shop ? 'asal-kouhestan.ir' : 'nanvayi-sahar.ir';
  const menu = shop ? WP_MENU_SHOP : WP_MENU_POSTS;
  if (guide === 'create-post') {
    if (step === 1) return wpLogin(domain, site);
    if (step === 2) return wpAdmin(site, menu, { current: 'پیشخوان', hover: 'نوشته‌ها', hoverHl: 'افزودن نوشته' }, wpDashboard(false));
    return wpPostEditor(step);
  }
  if (guide === 'create-product') {
    if (step === 1) return wpLogin(domain, site);
    if (step === 2) return wpAdmin(site, menu, { current: 'پیشخوان', hover: 'محصولات', hoverHl: 'افزودن محصول' }, wpDashboard(true));
    const state = { current: 'محصولات', currentSub: 'افزودن محصول' };
    const map = {
      3: { hl: 'title' },
      4: { hl: 'general', tab: 'general' },
      5: { hl: 'sale', tab: 'general' },
      6: { hl: 'inventory', tab: 'inventory' },
      7: { hl: 'shipping', tab: 'shipping' },
      8: { hl: 'short', tab: 'shipping' },
      9: { hl: 'side', tab: 'shipping' },
      10: { hl: 'publish', tab: 'shipping' },
    };
    return wpAdmin(site, menu, state, wpProductEditor({ mode: 'create', ...map[step] }));
  }
  // edit-product
  const listState = { current: 'محصولات', currentSub: 'همه محصولات' };
  if (step === 1) return wpAdmin(site, menu, { ...listState, subHl: 'همه محصولات' }, wpProductList({}));
  if (step === 2) return wpAdmin(site, menu, listState, wpProductList({ search: true, hlSearch: true }));
  if (step === 3) return wpAdmin(site, menu, listState, wpProductList({ search: true, rowActions: true, hlEdit: true }));
  if (step === 4) return wpAdmin(site, menu, listState, wpProductList({ quickEdit: true }));
  const map = {
    5: { hl: 'title' },
    6: { hl: 'general', tab: 'general' },
    7: { hl: 'inventory', tab: 'inventory' },
    8: { hl: 'media', tab: 'inventory' },
    9: { hl: 'cats', tab: 'inventory' },
    10: { hl: 'publish', tab: 'inventory' },
  };
  return wpAdmin(site, menu, listState, wpProductEditor({ mode: 'edit', ...map[step] }));
}

function guideHtml(guide, step, total) {
  const chip = `<div class="chip">راهنمای ${esc(GUIDE_TITLES[guide])}<b>مرحله ${fa(step)} از ${fa(total)}</b></div><div class="mark">${fa(step)}</div>`;
  return page(WP_CSS, `${guideScreen(guide, step)}${chip}`);
}

/** Runs in the page: scrolls the highlighted element into view and places the spotlight, marker and chip. */
function placeSpotlight() {
  const W = window.innerWidth;
  const H = window.innerHeight;
  const target = document.querySelector('.hl');
  if (!target) throw new Error('no .hl element');
  const scroller = target.closest('.main, .cv, .gs');
  if (scroller) {
    const r = target.getBoundingClientRect();
    const s = scroller.getBoundingClientRect();
    const delta = r.top + r.height / 2 - (s.top + s.height / 2);
    if (r.bottom > s.bottom - 8 || r.top < s.top + 8) scroller.scrollTop += r.height > s.height - 30 ? r.top - s.top - 12 : delta;
  }
  const r = target.getBoundingClientRect();
  const pad = 6;
  const spot = document.createElement('div');
  spot.className = 'spot';
  Object.assign(spot.style, {
    left: `${r.left - pad}px`,
    top: `${r.top - pad}px`,
    width: `${r.width + 2 * pad}px`,
    height: `${r.height + 2 * pad}px`,
  });
  document.body.append(spot);
  const second = document.querySelector('.hl2');
  if (second) {
    const q = second.getBoundingClientRect();
    const s2 = document.createElement('div');
    s2.className = 'spot2';
    Object.assign(s2.style, { left: `${q.left - 4}px`, top: `${q.top - 4}px`, width: `${q.width + 8}px`, height: `${q.height + 8}px` });
    document.body.append(s2);
  }
  const mark = document.querySelector('.mark');
  const mx = Math.min(Math.max(r.left - pad - 18, 6), W - 42);
  const my = Math.min(Math.max(r.top - pad - 18, 6), H - 42);
  Object.assign(mark.style, { left: `${mx}px`, top: `${my}px` });
  // The step chip goes to the first corner where it hides neither the spotlight nor the marker.
  const chip = document.querySelector('.chip');
  const m = mark.getBoundingClientRect();
  const hits = (c, q, gap) => !(c.right < q.left - gap || c.left > q.right + gap || c.bottom < q.top - gap || c.top > q.bottom + gap);
  const corners = [
    { left: '14px', right: 'auto', top: 'auto', bottom: '14px' },
    { left: '330px', right: 'auto', top: 'auto', bottom: '14px' },
    { left: 'auto', right: '14px', top: 'auto', bottom: '14px' },
    { left: '14px', right: 'auto', top: '44px', bottom: 'auto' },
    { left: 'auto', right: '14px', top: '44px', bottom: 'auto' },
  ];
  for (const corner of corners) {
    Object.assign(chip.style, corner);
    const c = chip.getBoundingClientRect();
    if (!hits(c, r, pad + 4) && !hits(c, m, 4)) break;
  }
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

async function toWebp(png, maxBytes) {
  let out;
  for (const quality of [70, 64, 58, 52, 46]) {
    out = await sharp(png).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (out.length <= maxBytes) break;
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--only='))?.slice(7);
  const groups = args.filter((a) => !a.startsWith('--'));
  const want = (group) => groups.length === 0 || groups.includes(group);

  const { demoCategories, demoThemes, demoWorkSamples } = await loadCatalogue();
  const categoryByKey = Object.fromEntries(demoCategories.map((c) => [c.key, c]));

  /** @type {{ file: string, width: number, height: number, html: string, spotlight?: boolean, scale?: number }[]} */
  const jobs = [];
  if (want('themes')) {
    for (const theme of demoThemes) {
      const look = THEME_LOOK[theme.code];
      const content = THEME_CONTENT[theme.code];
      if (!look || !content) throw new Error(`no look for theme ${theme.code}`);
      jobs.push({ file: theme.desktopImage, width: 1200, height: 750, html: themeHtml(theme, look, content, categoryByKey, false) });
      jobs.push({ file: theme.mobileImage, width: 390, height: 780, html: themeHtml(theme, look, content, categoryByKey, true) });
    }
  }
  if (want('categories')) {
    for (const category of demoCategories) {
      const count = demoThemes.filter((t) => t.categories.includes(category.key)).length;
      jobs.push({ file: category.image, width: 480, height: 320, html: categoryHtml(category, count) });
    }
  }
  if (want('work-samples')) {
    for (const sample of demoWorkSamples) {
      const look = SAMPLE_LOOK[sample.image];
      if (!look) throw new Error(`no look for ${sample.image}`);
      jobs.push({ file: sample.image, width: 960, height: 600, html: sampleHtml(sample, look) });
    }
  }
  if (want('guides')) {
    for (const guide of GUIDE_KEYS) {
      const steps = GUIDES[guide].captions.length;
      for (let step = 1; step <= steps; step++) {
        jobs.push({
          file: guideImagePath(guide, step),
          width: 1000,
          height: 625,
          html: guideHtml(guide, step, steps),
          spotlight: true,
          scale: 2,
        });
      }
    }
  }
  const selected = only ? jobs.filter((j) => j.file.includes(only)) : jobs;

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    /** One tab per device scale factor. */
    const tabs = new Map();
    const tabAt = async (scale) => {
      if (!tabs.has(scale)) tabs.set(scale, await (await browser.newContext({ deviceScaleFactor: scale, offline: true })).newPage());
      return tabs.get(scale);
    };
    for (const job of selected) {
      const scale = job.scale ?? 1;
      const maxBytes = scale > 1 ? GUIDE_MAX_BYTES : MAX_BYTES;
      const tab = await tabAt(scale);
      await tab.setViewportSize({ width: job.width, height: job.height });
      await tab.setContent(job.html, { waitUntil: 'load' });
      await tab.evaluate(() => document.fonts.ready);
      if (job.spotlight) await tab.evaluate(placeSpotlight);
      const png = await tab.screenshot({ type: 'png' });
      const webp = await toWebp(png, maxBytes);
      const target = path.join(outDir, job.file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, webp);
      console.log(
        `${job.file.padEnd(34)} ${(webp.length / 1024).toFixed(1).padStart(5)} KB${webp.length > maxBytes ? `  (over ${maxBytes / 1024} KB)` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`rendered ${selected.length} image(s) into ${path.relative(process.cwd(), outDir) || outDir}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
