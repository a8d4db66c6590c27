import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from 'src/common/auth/public.decorator.js';

/** The public pages search engines should know; the back office stays out of them. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/themes',
  '/work-samples',
  '/plans',
  '/guide',
  '/guide/wordpress/create-post',
  '/guide/wordpress/create-product',
  '/guide/wordpress/edit-product',
];

const origin = (req: Request) => `${req.protocol}://${req.get('host')}`;

@Public()
@ApiExcludeController()
@Controller()
export class SiteController {
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  sitemap(@Req() req: Request): string {
    const urls = PUBLIC_ROUTES.map((path) => `  <url><loc>${origin(req)}${path}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(@Req() req: Request): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /ch-admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${origin(req)}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
