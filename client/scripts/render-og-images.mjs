// `node client/scripts/render-og-images.mjs`: draws the 1200×630 link-preview images in
// client/public/og (committed; rerun after changing a title here or in guide-steps.ts) with
// Chromium, from HTML in the site's colours and font.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = new URL('../public/og/', import.meta.url);
const font = new URL('../../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2', import.meta.url).href;

const images = [
  {
    file: 'site.jpg',
    kicker: 'طراحی سایت و فروشگاه اینترنتی',
    title: 'سایت‌ساز کسب‌وکار',
    line: 'بیش از ۳۰ قالب آماده، دامنه اختصاصی و پشتیبانی ۳۶۵ روزه',
  },
  {
    file: 'guide-create-post.jpg',
    kicker: 'آموزش تصویری در ۸ مرحله',
    title: 'ایجاد نوشته در وردپرس',
    line: 'از ورود به پیشخوان تا انتشار نوشته با عکس و دسته',
  },
  {
    file: 'guide-create-product.jpg',
    kicker: 'آموزش تصویری در ۱۰ مرحله',
    title: 'افزودن محصول در ووکامرس',
    line: 'قیمت، تخفیف، موجودی، وزن ارسال و گالری تصاویر',
  },
  {
    file: 'guide-edit-product.jpg',
    kicker: 'آموزش تصویری در ۱۰ مرحله',
    title: 'ویرایش محصول در ووکامرس',
    line: 'تغییر قیمت و موجودی، عوض کردن عکس‌ها و به‌روزرسانی',
  },
];

const page = ({ kicker, title, line }) => `<!doctype html><html lang="fa" dir="rtl"><head><style>
@font-face { font-family: Vazirmatn; src: url("${font}") format("woff2"); font-weight: 100 900; }
body { margin: 0; width: 1200px; height: 630px; font-family: Vazirmatn; overflow: hidden;
  background: linear-gradient(160deg, #f0fdfa 0%, #ccfbf1 55%, #fff7ed 100%); color: #0f172a; }
main { position: absolute; inset: 0; padding: 84px 96px; display: flex; flex-direction: column; justify-content: center; }
.kicker { color: #c2410c; font-weight: 800; font-size: 38px; margin: 0 0 18px; }
h1 { font-size: 84px; line-height: 1.25; margin: 0 0 26px; font-weight: 900; color: #0f766e; }
p { font-size: 36px; margin: 0; color: #334155; font-weight: 500; }
.brand { position: absolute; bottom: 48px; left: 96px; font-size: 30px; font-weight: 800; color: #115e59; }
.bar { position: absolute; top: 0; right: 0; left: 0; height: 18px; background: linear-gradient(90deg, #0f766e, #5eead4, #fdba74); }
</style></head><body><div class="bar"></div><main><div class="kicker">${kicker}</div><h1>${title}</h1><p>${line}</p></main>
<div class="brand">سایت‌ساز کسب‌وکار</div></body></html>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const image of images) {
  await tab.setContent(page(image));
  await tab.evaluate('document.fonts.ready');
  await tab.screenshot({ path: fileURLToPath(new URL(image.file, out)), type: 'jpeg', quality: 84 });
}
await browser.close();
console.log(`${images.length} images in ${fileURLToPath(out)}`);
