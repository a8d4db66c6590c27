import { Module } from '@nestjs/common';
import { RateLimitModule } from 'src/common/rate-limit/rate-limit.module.js';
import { PageRenderer } from './page-renderer.service.js';
import { PagesMiddleware } from './pages.middleware.js';
import { SiteController } from './site.controller.js';

/** The public site as a whole: its pages rendered on the server, sitemap and robots. */
@Module({
  imports: [RateLimitModule],
  controllers: [SiteController],
  providers: [PageRenderer, PagesMiddleware],
  exports: [PagesMiddleware],
})
export class SiteModule {}
