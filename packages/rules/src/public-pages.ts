import { GUIDE_KEYS, guidePath } from './guides.js';

/**
 * The public pages with a fixed address that search engines should know (the sitemap lists them
 * with each theme's page); the back office, the order form's pages and the demos stay out.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/about',
  '/themes',
  '/work-samples',
  '/plans',
  '/guide',
  ...GUIDE_KEYS.map(guidePath),
];
