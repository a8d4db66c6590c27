import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, saveScreenshot } from './fixtures';

/** The superadmin start-server.mjs configures. */
export const ADMIN = { login: 'e2e-admin@example.com', password: 'e2e-admin-password' } as const;

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { accessToken user { id name family email roles } }
}`;

/**
 * Starts a back-office session without going through the form (the login screen has its own
 * tests): the token and user are stored exactly as the login page stores them.
 */
export async function signIn(page: Page, credentials: { login: string; password: string } = ADMIN): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: { query: LOGIN, variables: { input: credentials } },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = await response.json();
  const { accessToken, user } = body.data.login;
  await page.goto('/robots.txt');
  await page.evaluate(
    ([token, stored]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', stored);
    },
    [accessToken, JSON.stringify(user)] as const,
  );
}

/** Calls the GraphQL API with the stored admin token, to set up or check data. */
export async function adminGraphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** A back-office message (notistack's snackbar) with this text. */
export const snackbar = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });

/**
 * Closes every message with its «بستن پیام» button, as an admin who has read it does: a message
 * still showing keeps the same message from showing again (notistack's preventDuplicate), and on
 * a phone it sits over the top of the form. Waiting for them to hide themselves took 4 s each.
 */
export async function dismissSnackbars(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'بستن پیام' }).all()) {
    // A message may hide itself between finding its button and the click: that is what was wanted.
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
}

/** A full-page screenshot under <output dir>/screens, named for the viewport it was taken at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  await saveScreenshot(page, { path: join(testInfo.project.outputDir, 'screens', `${testInfo.project.name}-${name}.png`), fullPage });
}

/** No screen of the back office may scroll sideways at its width (tables scroll inside their card). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A tiny valid PNG, for image inputs. */
export const PNG = {
  name: 'image.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

/** A unique suffix so tests on a shared database never collide (desktop and phone runs share it). */
export function unique(testInfo: TestInfo): string {
  return `${testInfo.project.name === 'phone' ? 'p' : 'd'}${Date.now().toString(36).slice(-5)}`;
}

/**
 * The browser logs every refused request as a console error; where a refusal is the expected
 * outcome (a wrong password, a forged token), that line alone is let through.
 */
export function allowRefusedRequests(consoleErrors: string[], status: number): void {
  const expected = `status of ${status}`;
  const unexpected = consoleErrors.filter((line) => !line.includes(expected));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

/** The plan of each request sent from this phone, as the back office stores it. */
export async function storedPlanTitles(page: Page, phone: string): Promise<(string | null)[]> {
  const login = await page.request.post('/graphql', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      query: 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      variables: { input: { login: ADMIN.login, password: ADMIN.password } },
    },
  });
  const token = ((await login.json()) as { data: { login: { accessToken: string } } }).data.login.accessToken;
  const found = await page.request.post('/graphql', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
    data: { query: 'query($search: String) { orders(search: $search) { items { plan { title } } } }', variables: { search: phone } },
  });
  const { data } = (await found.json()) as { data: { orders: { items: { plan: { title: string } | null }[] } } };
  return data.orders.items.map((item) => item.plan?.title ?? null);
}
