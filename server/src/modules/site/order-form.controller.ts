import { Controller, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from 'src/common/auth/public.decorator.js';
import { ClientIp } from 'src/common/auth/request-context.js';
import { DomainException, ErrorCode, HTTP_STATUS_BY_CODE } from 'src/common/errors/domain.exception.js';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { legacyOptionalInt, toInput } from 'src/legacy-rest/legacy-input.js';
import { Metrics } from 'src/modules/observability/metrics.service.js';
import { CreateOrderInput } from 'src/modules/orders/dto/create-order.input.js';
import { OrdersService } from 'src/modules/orders/orders.service.js';
import type { OrderFormState } from '@site-builder/rules';
import { PageRenderer, RendersUnavailable } from './page-renderer.service.js';
import { statusPages } from './status-pages.js';

/** The form's fields (named as the API's) and the input properties they fill. */
const FIELDS = { full_name: 'fullName', phone_number: 'phoneNumber', description: 'description' } as const;
type FieldName = keyof typeof FIELDS;

/** Where a refused form is shown again, and where an accepted one leads (client/src/config/paths.ts). */
const ORDER_PAGE = '/order';
const ORDER_SENT = '/order/sent';

export const CROSS_SITE_ORDER = 'این فرم را فقط از خود سایت می‌توان فرستاد؛ صفحه را دوباره باز کنید و از همان‌جا بفرستید.';

/**
 * The order form without JavaScript (docs/ARCHITECTURE.md, runtime contract: `POST /order`): a
 * normal form post outside /api, since it answers with pages. The same input class, service and
 * per-address allowance as the API's createOrder, so the rules and limits cannot differ. An
 * accepted request is a 303 to /order/sent, a page of its own that a reload does not send again;
 * a refused one renders /order again with the values typed and the Persian messages.
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
  private readonly busyPage: Buffer;

  constructor(
    private readonly orders: OrdersService,
    private readonly renderer: PageRenderer,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
    this.busyPage = statusPages(config.clientDistDir).rendersBusy.body;
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
    if (!this.fromThisSite(req)) return this.showAgain(res, 403, { values, errors: {}, message: CROSS_SITE_ORDER });
    try {
      const input = await toInput(CreateOrderInput, {
        fullName: body.full_name,
        phoneNumber: body.phone_number,
        description: body.description,
        // Hidden fields: empty means none, as in the REST facade.
        themeId: legacyOptionalInt(values.theme_id || null),
        planId: legacyOptionalInt(values.plan_id || null),
      });
      await this.orders.create(input, ip);
      // The site's request form, posted without its code.
      this.metrics.requestCreated('public-form');
    } catch (error) {
      if (!(error instanceof DomainException)) throw error;
      if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      return this.showAgain(res, HTTP_STATUS_BY_CODE[error.code], refusal(error, values));
    }
    res.redirect(303, ORDER_SENT);
  }

  /** Whether the browser says the form was posted from a page of this site. */
  private fromThisSite(req: Request): boolean {
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string') return site === 'same-origin' || site === 'none';
    const origin = req.headers.origin;
    return origin === undefined || origin === this.origin;
  }

  /**
   * /order rendered with the refused form; without a client that renders pages (or when rendering
   * fails) the form as plain HTML instead (the same fields, values and messages). Every render
   * thread busy: a 503.
   */
  private async showAgain(res: Response, status: number, state: OrderFormState): Promise<void> {
    let html: string;
    try {
      html = (this.renderer.hasClient && (await this.renderer.render(ORDER_PAGE, state))?.html) || plainForm(state);
    } catch (error) {
      if (error instanceof RendersUnavailable) {
        res.status(503).setHeader('Retry-After', '5');
        res.type('html').send(this.busyPage);
        return;
      }
      // The visitor's values and the messages matter more than the page's looks.
      this.logger.error({ err: error }, 'rendering the refused order form failed; the plain form was sent');
      html = plainForm(state);
    }
    res.status(status).type('html').send(html);
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
