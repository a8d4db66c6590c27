import type { AppConfig } from './app.config.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * In production a PUBLIC_URL that is unset (it then defaults to localhost) or names this machine
 * makes every absolute link the site gives out point nowhere a visitor can reach: search engines
 * index localhost canonicals and a messenger's preview has no image. The start says so once.
 */
export function publicUrlWarning(config: Pick<AppConfig, 'env' | 'publicUrl'>): string | null {
  if (config.env !== 'production') return null;
  const { hostname } = new URL(config.publicUrl);
  if (!LOCAL_HOSTS.has(hostname) && !hostname.endsWith('.localhost')) return null;
  return (
    `PUBLIC_URL is ${config.publicUrl}, this machine: canonical links, Open Graph previews, sitemap.xml, robots.txt ` +
    `and the links in admins' e-mails and SMS name it. Set PUBLIC_URL to the site's public origin (https://example.ir).`
  );
}
