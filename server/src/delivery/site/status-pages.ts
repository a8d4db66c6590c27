import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { writeAnswer } from 'src/reactions/public-reads/answer-writer.js';
import { CachedAnswer } from 'src/reactions/public-reads/cached-answer.js';

export interface StatusPages {
  /** Past RENDER_RATE_LIMIT: this address asked for more uncached pages than a visitor reads. */
  tooManyRenders: CachedAnswer;
  /** Every render thread is busy and no earlier copy of the page is kept. */
  rendersBusy: CachedAnswer;
  /** POST /order from a page of another site. */
  crossSiteOrder: CachedAnswer;
  /** POST /order past ORDER_RATE_LIMIT, or a wrong form again past RENDER_RATE_LIMIT. */
  tooManyOrders: CachedAnswer;
}

/** Shown on a cross-site order post: the visitor did nothing wrong, the page they came from did. */
export const CROSS_SITE_ORDER = 'این فرم را فقط از خود سایت می‌توان فرستاد؛ صفحه را دوباره باز کنید و از همان‌جا بفرستید.';

const HOME = { href: '/', text: 'بازگشت به صفحه اصلی' };
const ORDER_FORM = { href: '/order', text: 'بازگشت به فرم درخواست' };

/**
 * The short pages a visitor gets instead of a rendered one: no scripts, no data, made once at
 * start, so answering one costs what a cached page does (a refused order post too: refusals
 * anyone can send without end never reach the render threads). In Persian like the site, in its
 * Vazirmatn (the Persian subset the site's pages already made the browser keep), never indexed.
 */
export function statusPages(clientDistDir: string): StatusPages {
  const font = persianFont(clientDistDir);
  const fontFace = font
    ? `@font-face{font-family:Vazirmatn;src:url(/assets/${font}) format("woff2");font-weight:100 900;font-display:swap}`
    : '';
  const page = (title: string, text: string, link = HOME): CachedAnswer => {
    const html =
      '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"/>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>' +
      `<title>${title}</title><style>${fontFace}` +
      'body{font-family:Vazirmatn,Tahoma,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.9;color:#1f2937}' +
      'h1{font-size:1.6rem;line-height:1.5}a{color:#0f766e}</style>' +
      `</head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${link.href}">${link.text}</a></p></main></body></html>`;
    return new CachedAnswer('', Buffer.from(html));
  };
  return {
    tooManyRenders: page('درخواست‌های زیادی از شما رسیده است', 'لطفاً کمی بعد دوباره این صفحه را باز کنید.'),
    rendersBusy: page('سایت در این لحظه شلوغ است', 'لطفاً چند ثانیه دیگر دوباره این صفحه را باز کنید.'),
    crossSiteOrder: page('درخواست شما ثبت نشد', CROSS_SITE_ORDER, ORDER_FORM),
    // What was typed is still in the form the browser's back button returns to.
    tooManyOrders: page(
      'درخواست‌های زیادی از شما رسیده است',
      'درخواست شما ثبت نشد؛ لطفاً کمی بعد دوباره فرم را بفرستید. با دکمهٔ بازگشت مرورگر، آنچه نوشته‌اید در فرم می‌ماند.',
      ORDER_FORM,
    ),
  };
}

/** A status page as it is sent: never kept by a cache, compressed as the visitor's browser takes it. */
export function sendStatusPage(req: Request, res: Response, page: CachedAnswer, status: number, retryAfterSeconds?: number): void {
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  writeAnswer(req, res, page, {
    contentType: 'text/html; charset=utf-8',
    vary: 'Accept-Encoding',
    cacheControl: 'no-store',
    conditional: false,
    status,
    acceptEncoding: req.headers['accept-encoding'],
  });
}

/** The built client's Persian subset of Vazirmatn (its name carries a content hash), if there is a build. */
function persianFont(clientDistDir: string): string | undefined {
  try {
    return readdirSync(join(clientDistDir, 'assets')).find((name) => /^vazirmatn-persian-[\w-]+\.woff2$/.test(name));
  } catch {
    return undefined;
  }
}
