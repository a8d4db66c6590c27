import { PUBLIC_PAGES } from '@site-builder/rules';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from 'src/common/auth/public.decorator.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { PublicCatalogue } from 'src/reactions/public-reads/public-catalogue.js';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

@Public()
@ApiExcludeController()
@Controller()
export class SiteController {
  /** The configured PUBLIC_URL, never the request's Host header, which a client chooses. */
  private readonly origin: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly catalogue: PublicCatalogue,
  ) {
    this.origin = config.publicUrl;
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  async sitemap(): Promise<string> {
    // Each theme's page (client/src/platform/config/paths.ts, theme), in catalogue order, from the in-memory catalogue.
    const themePages = (await this.catalogue.themes()).map((theme) => `/themes/${theme.id}`);
    const urls = [...PUBLIC_PAGES, ...themePages].map((path) => `  <url><loc>${xml(this.origin + path)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /ch-admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
