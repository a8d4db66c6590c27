import { Module } from '@nestjs/common';
import { RateLimitModule } from 'src/platform/rate-limit/rate-limit.module.js';
import { OrdersModule } from 'src/domain/orders/orders.module.js';
import { OrderFormController } from './order-form.controller.js';
import { PageRenderer } from './page-renderer.service.js';
import { PagesMiddleware } from './pages.middleware.js';
import { RenderAllowance } from './render-allowance.js';
import { SiteController } from './site.controller.js';

/** The public site as a whole: its pages rendered on the server, the order form's native post, sitemap and robots. */
@Module({
  imports: [RateLimitModule, OrdersModule],
  controllers: [SiteController, OrderFormController],
  providers: [PageRenderer, PagesMiddleware, RenderAllowance],
  exports: [PagesMiddleware],
})
export class SiteModule {}
