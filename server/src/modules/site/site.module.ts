import { Module } from '@nestjs/common';
import { RateLimitModule } from 'src/common/rate-limit/rate-limit.module.js';
import { OrdersModule } from 'src/modules/orders/orders.module.js';
import { OrderFormController } from './order-form.controller.js';
import { PageRenderer } from './page-renderer.service.js';
import { PagesMiddleware } from './pages.middleware.js';
import { SiteController } from './site.controller.js';

/** The public site as a whole: its pages rendered on the server, the order form's native post, sitemap and robots. */
@Module({
  imports: [RateLimitModule, OrdersModule],
  controllers: [SiteController, OrderFormController],
  providers: [PageRenderer, PagesMiddleware],
  exports: [PagesMiddleware],
})
export class SiteModule {}
