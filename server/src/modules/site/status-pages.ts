import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CachedAnswer } from 'src/modules/public-reads/cached-answer.js';

export interface StatusPages {
  /** Past RENDER_RATE_LIMIT: this address asked for more uncached pages than a visitor reads. */
  tooManyRenders: CachedAnswer;
  /** Every render thread is busy and no earlier copy of the page is kept. */
  rendersBusy: CachedAnswer;
}

/**
 * The short pages a visitor gets instead of a rendered one: no scripts, no data, made once at
 * start. In Persian like the site, in its Vazirmatn (the Persian subset the site's pages already
 * made the browser keep), never indexed.
 */
export function statusPages(clientDistDir: string): StatusPages {
  const font = persianFont(clientDistDir);
  const fontFace = font
    ? `@font-face{font-family:Vazirmatn;src:url(/assets/${font}) format("woff2");font-weight:100 900;font-display:swap}`
    : '';
  const page = (title: string, text: string): CachedAnswer => {
    const html =
      '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"/>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>' +
      `<title>${title}</title><style>${fontFace}` +
      'body{font-family:Vazirmatn,Tahoma,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.9;color:#1f2937}' +
      'h1{font-size:1.6rem;line-height:1.5}a{color:#0f766e}</style>' +
      `</head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">بازگشت به صفحه اصلی</a></p></main></body></html>`;
    return new CachedAnswer('', Buffer.from(html));
  };
  return {
    tooManyRenders: page('درخواست‌های زیادی از شما رسیده است', 'لطفاً کمی بعد دوباره این صفحه را باز کنید.'),
    rendersBusy: page('سایت در این لحظه شلوغ است', 'لطفاً چند ثانیه دیگر دوباره این صفحه را باز کنید.'),
  };
}

/** The built client's Persian subset of Vazirmatn (its name carries a content hash), if there is a build. */
function persianFont(clientDistDir: string): string | undefined {
  try {
    return readdirSync(join(clientDistDir, 'assets')).find((name) => /^vazirmatn-persian-[\w-]+\.woff2$/.test(name));
  } catch {
    return undefined;
  }
}
