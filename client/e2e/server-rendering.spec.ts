import type { APIResponse, Page, Request } from '@playwright/test';
import { adminGraphql, signIn } from './support/admin';
import { expect, PHONE, test } from './support/fixtures';

/*
 * The public site as a crawler and a link preview see it: the HTML the server sends, before any
 * JavaScript. Then the same pages in a browser: hydrated without a warning, without asking for
 * their data again, without moving the layout.
 */

const SITE = 'سایت‌ساز کسب‌وکار';

interface Head {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  robots: string[];
  og: Record<string, string>;
  twitter: Record<string, string>;
  structuredTypes: string[];
  scripts: string[];
}

/** The parts of the raw HTML a crawler reads, without a browser. */
function readHead(html: string): Head {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  const pairs = (pattern: RegExp) => Object.fromEntries([...html.matchAll(pattern)].map((match) => [match[1], decode(match[2])]));
  const structured = all(/<script type="application\/ld\+json">([^<]*)<\/script>/g).flatMap((json) => {
    const parsed = JSON.parse(json) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => item['@type']);
  });
  return {
    titles: all(/<title>([^<]*)<\/title>/g).map(decode),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)"/g).map(decode),
    robots: all(/<meta name="robots" content="([^"]*)"/g),
    og: pairs(/<meta property="og:([\w:]+)" content="([^"]*)"/g),
    twitter: pairs(/<meta name="twitter:(\w+)" content="([^"]*)"/g),
    structuredTypes: structured,
    scripts: all(/<script\b([^>]*)>/g),
  };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
const textOf = (html: string) => decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' '));

async function fetchPage(page: Page, path: string): Promise<{ response: APIResponse; html: string; head: Head; text: string }> {
  const response = await page.request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const html = await response.text();
  return { response, html, head: readHead(html), text: textOf(html) };
}

function expectOneHead(head: Head, origin: string, title: RegExp, canonicalPath: string) {
  expect(head.titles).toHaveLength(1);
  expect(head.titles[0]).toMatch(title);
  expect(head.descriptions, 'one description, not the shell generic one beside it').toHaveLength(1);
  expect(head.descriptions[0]).toMatch(/[\u0600-\u06FF]/);
  expect(head.canonicals).toEqual([`${origin}${canonicalPath}`]);
  expect(head.og.title).toBe(head.titles[0]);
  expect(head.og.locale).toBe('fa_IR');
  expect(head.og.url).toBe(`${origin}${canonicalPath}`);
  expect(head.og.image).toMatch(new RegExp(`^${origin}/og/[\\w-]+\\.jpg$`));
  expect(head.og['image:width']).toBe('1200');
  expect(head.twitter.card).toBe('summary_large_image');
  // The CSP allows no inline script: every script is a module file or data that never runs.
  for (const attributes of head.scripts) expect(attributes).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
}

test.describe('the HTML the server sends', () => {
  test('the home page holds every section with its data, the company and the site', async ({ page, baseURL }) => {
    const { response, head, text } = await fetchPage(page, '/?utm_source=telegram');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-encoding']).toBe('br');
    expectOneHead(head, baseURL!, new RegExp(SITE), '/');
    expect(head.structuredTypes).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
    for (const words of ['سایت و فروشگاه اینترنتی کسب‌وکارتان را با ما بسازید', 'چرا سایت خود را با ما بسازید؟', 'قالب فروشگاهی نارون']) {
      expect(text).toContain(words);
    }
    // The plan table, the work-sample carousel and the order form are in the page, not waiting for a scroll.
    expect(text).toContain('سایت فروشگاهی پلاس');
    expect(text).toContain('۹٬۹۰۰٬۰۰۰ تومان');
    expect(text).toContain('نمونه کارهای ما');
    expect(text).toContain('نانوایی سحر');
    expect(text).toContain('نام و نام خانوادگی');
  });

  test('the plans page holds the comparison and each priced plan as a product in rials', async ({ page, baseURL }) => {
    const { html, head, text } = await fetchPage(page, '/plans');
    expectOneHead(head, baseURL!, /تعرفه/, '/plans');
    for (const plan of ['سایت غیر فروشگاهی', 'سایت فروشگاهی', 'سایت فروشگاهی پلاس', 'سایت سفارشی']) expect(text).toContain(plan);
    expect(text).toContain('۷٬۷۰۰٬۰۰۰ تومان');
    const products = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1]))
      .flat()
      .filter((item) => item['@type'] === 'Product');
    // The custom plan is priced per project: an offer without a price would be invalid, so it is not listed.
    expect(products.map((product) => product.name).sort()).toEqual(['سایت غیر فروشگاهی', 'سایت فروشگاهی', 'سایت فروشگاهی پلاس'].sort());
    const store = products.find((product) => product.name === 'سایت فروشگاهی');
    expect(store.offers).toMatchObject({ '@type': 'Offer', price: 99_000_000, priceCurrency: 'IRR' });
    for (const product of products) expect(product.offers.price).toEqual(expect.any(Number));
  });

  test('the catalogue holds every theme card and lists them; a filtered view is canonical to the catalogue', async ({ page, baseURL }) => {
    const all = await fetchPage(page, '/themes');
    expectOneHead(all.head, baseURL!, /قالب/, '/themes');
    expect(all.head.structuredTypes).toContain('ItemList');
    expect(all.text).toContain('قالب شرکتی آرتا');
    expect(all.text).toContain('قالب املاک آشیانه');

    const filtered = await fetchPage(page, '/themes?category=2&utm_medium=share');
    // Every combination of filters is one catalogue to a search engine, not a page of its own.
    expectOneHead(filtered.head, baseURL!, /قالب/, '/themes');
  });

  test("a theme's page: its own head, image and Product with a priced offer per plan; an unknown theme is a real 404", async ({
    page,
    baseURL,
  }) => {
    const { response, html, head, text } = await fetchPage(page, '/themes/1?utm_source=share');
    expect(response.status()).toBe(200);
    expect(head.titles).toEqual([`قالب فروشگاهی نارون | ${SITE}`]);
    expect(head.canonicals).toEqual([`${baseURL}/themes/1`]);
    expect(head.og.image).toBe(`${baseURL}/uploads/demo/themes/1-desktop.webp`);
    for (const words of ['درباره این قالب', 'پلن‌های این قالب', 'سایت فروشگاهی پلاس', '۹٬۹۰۰٬۰۰۰ تومان', 'سفارش این قالب', 'مشاهده دمو']) {
      expect(text).toContain(words);
    }
    // Before any code runs, the order buttons lead to the form naming the theme (and the plan).
    expect(html).toContain('href="/order?theme=1"');
    expect(html).toContain('href="/order?theme=1&amp;plan=');
    const product = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .flatMap((match) => [JSON.parse(match[1])].flat())
      .find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'قالب فروشگاهی نارون', url: `${baseURL}/themes/1`, sku: '1' });
    expect(product.offers).toContainEqual(expect.objectContaining({ '@type': 'Offer', price: 99_000_000, priceCurrency: 'IRR' }));

    const unknown = await fetchPage(page, '/themes/987654');
    expect(unknown.response.status()).toBe(404);
    expect(unknown.head.robots).toEqual(['noindex']);
  });

  test('the work samples page holds its page of samples; later pages are canonical to themselves', async ({ page, baseURL }) => {
    const first = await fetchPage(page, '/work-samples');
    expectOneHead(first.head, baseURL!, /نمونه کار/, '/work-samples');
    expect(first.head.structuredTypes).toContain('ItemList');
    expect(first.text).toContain('نانوایی سحر');

    const second = await fetchPage(page, '/work-samples?page=2');
    expectOneHead(second.head, baseURL!, /نمونه کار/, '/work-samples?page=2');
    expect(second.text).not.toContain('نانوایی سحر');
  });

  test('the guides hold their steps, breadcrumbs and how-to, with their own preview image', async ({ page, baseURL }) => {
    const index = await fetchPage(page, '/guide');
    expectOneHead(index.head, baseURL!, /آموزش/, '/guide');
    expect(index.head.structuredTypes).toContain('BreadcrumbList');

    const guide = await fetchPage(page, '/guide/wordpress/create-post');
    expectOneHead(guide.head, baseURL!, /آموزش ایجاد نوشته در وردپرس/, '/guide/wordpress/create-post');
    expect(guide.head.og.image).toBe(`${baseURL}/og/guide-create-post.jpg`);
    expect(guide.head.structuredTypes).toEqual(expect.arrayContaining(['BreadcrumbList', 'HowTo']));
    expect(guide.text).toContain('از منوی کناری روی «نوشته‌ها» بروید');
  });

  test('the about page holds the company story', async ({ page, baseURL }) => {
    const { head, text } = await fetchPage(page, '/about');
    expectOneHead(head, baseURL!, /درباره ما/, '/about');
    expect(text).toContain('درباره ما');
    expect(head.structuredTypes).toEqual(expect.arrayContaining(['AboutPage', 'Organization']));
  });

  for (const path of ['/no-such-page', '/guide/wordpress/no-such-guide', '/index.html']) {
    test(`an unknown address (${path}) is a 404 with the Persian page, not indexed`, async ({ page }) => {
      const { response, head, text } = await fetchPage(page, path);
      expect(response.status()).toBe(404);
      expect(head.titles).toEqual([`صفحه پیدا نشد | ${SITE}`]);
      expect(head.robots).toEqual(['noindex']);
      expect(head.canonicals).toEqual([]);
      expect(text).toContain('صفحه‌ای که به دنبال آن هستید وجود ندارد');
    });
  }

  for (const path of ['/ch-admin', '/dashboard', '/admin/themes/all']) {
    test(`the back office (${path}) gets the client shell, not indexed`, async ({ page }) => {
      const { response, html, head } = await fetchPage(page, path);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      expect(head.robots).toEqual(['noindex']);
      expect(html).toContain('<div id="root"></div>');
    });
  }

  test('a page is revalidated by its ETag and is rendered anew after an admin edit', async ({ page }) => {
    const first = await page.request.get('/plans');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    expect(first.headers()['cache-control']).toBe('no-cache');
    const again = await page.request.get('/plans', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);

    await signIn(page);
    const { plans } = await adminGraphql<{ plans: { id: number; title: string }[] }>(page, '{ plans { id title } }');
    const plan = plans.find((candidate) => candidate.title === 'سایت سفارشی')!;
    const renamed = 'سایت سفارشی ویژه';
    await adminGraphql(page, 'mutation($id: Int!, $input: UpdatePlanInput!) { updatePlan(id: $id, input: $input) { id } }', {
      id: plan.id,
      input: { title: renamed },
    });
    try {
      const after = await page.request.get('/plans', { headers: { 'If-None-Match': etag } });
      expect(after.status()).toBe(200);
      expect(textOf(await after.text())).toContain(renamed);
    } finally {
      await adminGraphql(page, 'mutation($id: Int!, $input: UpdatePlanInput!) { updatePlan(id: $id, input: $input) { id } }', {
        id: plan.id,
        input: { title: plan.title },
      });
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages show their content', async ({ page }) => {
    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'تعرفه‌های طراحی سایت' })).toBeVisible();
    await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('سایت فروشگاهی پلاس');

    await page.goto('/themes');
    await expect(page.getByRole('article')).toHaveCount(32);

    await page.goto('/');
    await expect(page.locator('#plan').getByRole('table')).toBeVisible();
    await expect(page.getByTestId('theme-preview-item')).toHaveCount(4);
  });
});

const PUBLIC_PAGES = [
  '/',
  '/themes',
  '/themes/1',
  '/plans',
  '/work-samples',
  '/about',
  '/guide',
  '/guide/wordpress/create-product',
  '/no-such-page',
];

test.describe('in the browser', () => {
  test('every public page hydrates without a warning and without asking for its data again', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/graphql' && dataRequests.push(request.url()));
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('head title').count(), `${path}: one title after hydration`).toBe(1);
      expect(await page.locator('head meta[name="description"]').count(), `${path}: one description`).toBe(1);
    }
    expect(dataRequests, 'the data came with the pages').toEqual([]);
    // Hydration errors are console errors, which the fixture refuses; warnings are checked here.
    expect(warnings).toEqual([]);
  });

  test("a page's code is not named in its HTML: the page fetches it once it has been drawn", async ({ page, baseURL }) => {
    const html = await (await page.request.get(`${baseURL}/themes`)).text();
    const pageModules = JSON.parse(html.match(/<script type="application\/json" id="page-modules">([^<]*)<\/script>/)![1]) as string[];
    expect(pageModules.some((file) => /\/assets\/themes-page-[\w-]+\.js$/.test(file))).toBe(true);
    // Nothing in the HTML asks for them: the HTML, font and first image have the network first.
    for (const file of pageModules) expect(html).not.toContain(`href="${file}"`);

    await page.goto('/themes');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const starts = () =>
      page.evaluate(
        (files) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => files.some((file) => entry.name.endsWith(file)))
            .map((entry) => entry.startTime),
        pageModules,
      );
    await expect.poll(async () => (await starts()).length).toBeGreaterThan(0);
    const moduleStarts = await starts();
    // Each once: the preload and the import that uses it are one request.
    expect(moduleStarts.length).toBe(new Set(pageModules).size);
  });

  test("a page's first image is preloaded at the size the page shows it, and fetched once", PHONE, async ({ page }) => {
    for (const path of ['/themes', '/work-samples', '/guide/wordpress/create-post']) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path}: the first image is preloaded with its sizes`).toMatch(
        /<link rel="preload" as="image" imageSrcSet="[^"]+" imageSizes="[^"]+" fetchPriority="high"\/>/,
      );
      const images: string[] = [];
      const record = (request: Request) => request.resourceType() === 'image' && images.push(request.url());
      page.on('request', record);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      const first = await page
        .getByRole('main')
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => ({ src: img.getAttribute('src')!, shown: img.currentSrc }));
      // A copy near the width it is shown at (phone and desktop alike), never the stored original.
      expect(first.shown, path).toMatch(/\?w=\d+$/);
      expect(
        images.filter((url) => url === first.shown),
        `${path}: the preload and the image are one request`,
      ).toHaveLength(1);
      expect(images.filter((url) => new URL(url).pathname === first.src && url !== first.shown)).toEqual([]);
    }
  });

  test('every public page is drawn with the Persian cut of the font, never the whole font', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Down to the footer: sections below the first screen are laid out only when near it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
    }
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !/\/vazirmatn-persian-[\w-]+\.woff2$/.test(font))).toEqual([]);
  });

  test('the layout does not shift while each page loads (CLS ≤ 0.05)', PHONE, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const total = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      expect(total, `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.05);
    }
  });
});
