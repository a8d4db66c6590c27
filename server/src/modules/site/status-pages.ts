import { CachedAnswer } from 'src/modules/public-reads/cached-answer.js';

/**
 * The short pages a visitor gets instead of a rendered one: no scripts, no data, made once. In
 * Persian like the site, never indexed.
 */
function page(title: string, text: string): CachedAnswer {
  const html =
    '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>' +
    `<title>${title}</title>` +
    '<style>body{font-family:Vazirmatn,Tahoma,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.9;color:#1f2937}</style>' +
    `</head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">بازگشت به صفحه اصلی</a></p></main></body></html>`;
  return new CachedAnswer('', Buffer.from(html));
}

/** Past RENDER_RATE_LIMIT: this address asked for more uncached pages than a visitor reads. */
export const TOO_MANY_RENDERS = page('درخواست‌های زیادی از شما رسیده است', 'لطفاً کمی بعد دوباره این صفحه را باز کنید.');

/** Every render thread is busy and no earlier copy of the page is kept. */
export const RENDERS_BUSY = page('سایت در این لحظه شلوغ است', 'لطفاً چند ثانیه دیگر دوباره این صفحه را باز کنید.');
