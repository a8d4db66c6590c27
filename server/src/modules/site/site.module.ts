import { Module } from '@nestjs/common';
import { PageRenderer } from './page-renderer.service.js';
import { PagesMiddleware } from './pages.middleware.js';
import { SiteController } from './site.controller.js';

/** The public site as a whole: its pages rendered on the server, sitemap and robots. */
@Module({ controllers: [SiteController], providers: [PageRenderer, PagesMiddleware], exports: [PagesMiddleware] })
export class SiteModule {}
