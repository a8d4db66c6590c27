import { Controller, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from 'src/common/auth/public.decorator.js';
import { ClientIp } from 'src/common/auth/request-context.js';
import { crossSiteRefused } from 'src/common/http/request-policy.js';
import { DomainException, ErrorCode, HTTP_STATUS_BY_CODE } from 'src/common/errors/domain.exception.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { legacyOptionalInt, toInput } from 'src/delivery/legacy-rest/legacy-input.js';
import { CreateOrderInput } from 'src/domain/orders/dto/create-order.input.js';
import { OrderChannel, type Order } from 'src/domain/orders/order.entity.js';
import { OrdersService } from 'src/domain/orders/orders.service.js';
import type { OrderFormState } from '@site-builder/rules';
import { PageRenderer, RendersUnavailable } from './page-renderer.service.js';
import { RenderAllowance } from './render-allowance.js';
import { sendStatusPage, statusPages, type StatusPages } from './status-pages.js';

/** The form's fields (named as the API's) and the input properties they fill. */
const FIELDS = { full_name: 'fullName', phone_number: 'phoneNumber', description: 'description' } as const;
type FieldName = keyof typeof FIELDS;

/** Where a refused form is shown again, and where an accepted one leads (client/src/platform/config/paths.ts). */
const ORDER_PAGE = '/order';
const ORDER_SENT = '/order/sent';

/**
 * The order form without JavaScript (docs/ARCHITECTURE.md, runtime contract: `POST /order`): a
 * normal form post outside /api, since it answers with pages. The same input class, service and
 * per-address allowance as the API's createOrder, so the rules and limits cannot differ. An
 * accepted request is a 303 to /order/sent?ref=<its reference>, a page of its own that shows the
 * reference («کد پیگیری») and that a reload does not send again;
 * a form the rules refuse renders /order again with the values typed and the Persian messages.
 *
 * A refusal anyone can send without end costs no render: a cross-site post and one past
 * ORDER_RATE_LIMIT get a static page (status-pages.ts), and showing a wrong form again takes one of
 * the address's RENDER_RATE_LIMIT renders, as a page view does; past it, the static 429 page. It
 * is rendered only on a render thread free at that moment, never queued ahead of a visitor's
 * page: with every thread busy it is the plain form, which shows the same values and messages.
 *
 * Cross-site posts are refused, as the API refuses them: its GraphQL createOrder takes only
 * requests a page of another site cannot make without a preflight (Apollo's CSRF prevention), and
 * a form post can always be made by one. The browser says where the post came from
 * (`Sec-Fetch-Site`, else `Origin`); a post naming another site stores nothing. A post that names
 * no origin at all is no browser's cross-site post (a script could reach the API as well).
 */
@Public()
@ApiExcludeController()
@Controller()
export class OrderFormController {
  private readonly logger = new Logger(OrderFormController.name);
  private readonly origin: string;
  private readonly pages: StatusPages;

  constructor(
    private readonly orders: OrdersService,
    private readonly renderer: PageRenderer,
    private readonly renders: RenderAllowance,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
    this.pages = statusPages(config.clientDistDir);
  }

  @Post('order')
  async submit(@Req() req: Request, @Res() res: Response, @ClientIp() ip: string): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;
    const values = {
      full_name: textOf(body.full_name),
      phone_number: textOf(body.phone_number),
      description: textOf(body.description),
      theme_id: textOf(body.theme_id).slice(0, 20),
      plan_id: textOf(body.plan_id).slice(0, 20),
    };
    if (!this.fromThisSite(req)) return sendStatusPage(req, res, this.pages.crossSiteOrder, 403);
    let order: Order;
    try {
      const input = await toInput(CreateOrderInput, {
        fullName: body.full_name,
        phoneNumber: body.phone_number,
        description: body.description,
        // Hidden fields: empty means none, as in the REST facade.
        themeId: legacyOptionalInt(values.theme_id || null),
        planId: legacyOptionalInt(values.plan_id || null),
      });
      // The site's request form, posted without its code.
      ({ order } = await this.orders.create(input, ip, OrderChannel.NO_JS_FORM));
    } catch (error) {
      if (!(error instanceof DomainException)) throw error;
      if (error.code === ErrorCode.RateLimited) return sendStatusPage(req, res, this.pages.tooManyOrders, 429, error.retryAfterSeconds);
      if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      return this.showAgain(req, res, HTTP_STATUS_BY_CODE[error.code], refusal(error, values), ip);
    }
    // The page shows the reference it names (page-routes.ts renders /order/sent?ref= uncached).
    res.redirect(303, `${ORDER_SENT}?ref=${order.reference}`);
  }

  /** Whether the browser says the form was posted from a page of this site: the request policy's cross-site rule, as at every door. */
  private fromThisSite(req: Request): boolean {
    return !crossSiteRefused(req.method, req.headers, this.origin);
  }

  /**
   * /order rendered with the refused form, as one of the address's renders (past them: the static
   * 429); without a client that renders pages, with every render thread busy, or when rendering
   * fails, the form as plain HTML instead (the same fields, values and messages).
   */
  private async showAgain(req: Request, res: Response, status: number, state: OrderFormState, address: string): Promise<void> {
    if (!(await this.rendersPages())) {
      res.status(status).type('html').send(plainForm(state));
      return;
    }
    const allowance = await this.renders.take(address);
    if (!allowance.allowed) return sendStatusPage(req, res, this.pages.tooManyOrders, 429, allowance.retryAfterSeconds);
    let html: string;
    try {
      html = (await this.renderer.render(ORDER_PAGE, state, { idleOnly: true }))?.html || plainForm(state);
    } catch (error) {
      // Every thread busy: nothing was rendered for this address.
      if (error instanceof RendersUnavailable) await this.renders.giveBack(address);
      else this.logger.error({ err: error }, 'rendering the refused order form failed; the plain form was sent');
      // The visitor's values and the messages matter more than the page's looks.
      html = plainForm(state);
    }
    res.status(status).type('html').send(html);
  }

  /** Whether this build renders pages (a build that cannot be read is tried: render() fails and is logged). */
  private async rendersPages(): Promise<boolean> {
    return this.renderer.hasClient && (await this.renderer.canRender().catch(() => true));
  }
}

/** A field as typed (a repeated or nested field is no text: it comes back empty). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 4000) : '');

/** The service's refusal as the form shows it: the first message under each field, or one for the form. */
function refusal(error: DomainException, values: OrderFormState['values']): OrderFormState {
  const errors: OrderFormState['errors'] = {};
  if (error.code === ErrorCode.Validation && error.fields) {
    for (const [name, property] of Object.entries(FIELDS) as [FieldName, string][]) {
      const message = error.fields[property]?.[0];
      if (message) errors[name] = message;
    }
  }
  // The theme and plan are hidden fields: their refusal (deleted since the page was shown) is the form's message.
  const hidden = error.code === ErrorCode.Validation ? (error.fields?.themeId?.[0] ?? error.fields?.planId?.[0]) : undefined;
  return { values, errors, message: Object.keys(errors).length ? hidden : (hidden ?? error.message) };
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);

/** The refused form without the client's components (a build without server rendering). */
function plainForm({ values, errors, message }: OrderFormState): string {
  const field = (name: FieldName, label: string, control: string) =>
    `<p><label for="${name}">${label}</label><br/>${control}${errors[name] ? `<br/><strong>${html(errors[name])}</strong>` : ''}</p>`;
  return (
    '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>' +
    '<title>درخواست طراحی سایت</title></head><body><main><h1>درخواست طراحی سایت</h1>' +
    (message ? `<p role="alert">${html(message)}</p>` : '') +
    `<form method="post" action="${ORDER_PAGE}">` +
    field('full_name', 'نام و نام خانوادگی', `<input id="full_name" name="full_name" value="${html(values.full_name)}"/>`) +
    field('phone_number', 'شماره موبایل', `<input id="phone_number" name="phone_number" dir="ltr" value="${html(values.phone_number)}"/>`) +
    field('description', 'توضیحات (اختیاری)', `<textarea id="description" name="description">${html(values.description)}</textarea>`) +
    (['theme_id', 'plan_id'] as const)
      .map((name) => (values[name] ? `<input type="hidden" name="${name}" value="${html(values[name])}"/>` : ''))
      .join('') +
    '<button type="submit">ثبت درخواست</button></form></main></body></html>'
  );
}
