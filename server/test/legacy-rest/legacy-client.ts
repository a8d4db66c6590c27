import type { Response, Test } from 'supertest';
import type { TestApp } from '../support/test-app.js';

/**
 * The legacy client's way of calling the REST facade: every request carries the
 * XMLHttpRequest marker, and the stored token (when there is one) as a bearer header.
 */
export interface LegacyClient {
  get(path: string): Test;
  post(path: string): Test;
  put(path: string): Test;
}

export function legacy(t: TestApp, token: string | null = t.superToken): LegacyClient {
  const prepare = (req: Test) => {
    req.set('X-Requested-With', 'XMLHttpRequest').set('Accept', 'application/json, text/plain, */*');
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  return {
    get: (path) => prepare(t.http.get(path)),
    post: (path) => prepare(t.http.post(path)),
    put: (path) => prepare(t.http.put(path)),
  };
}

/** Any Persian letter: every message the facade shows a user is Persian. */
export const PERSIAN = /[\u0600-\u06FF]/;

/** A text file, as a user might pick by mistake in an image field. */
export const TEXT_FILE = Buffer.from('this is a plain text note, not an image\n');
export const NOT_AN_IMAGE = 'تصویر باید یک فایل PNG، JPEG، WebP یا GIF باشد';

/** A second real PNG (2x1), so a replacement can be told apart from the first upload. */
export const OTHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwPAfAAcAAf9+CLHQAAAAAElFTkSuQmCC',
  'base64',
);

export function expectJson(res: Response): void {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
}

/** 422 `{message, errors: {field: [Persian...]}}`, with `message` (when given) among the field's messages. */
export function expectValidation(res: Response, field: string, message?: string): void {
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 422 });
  expectJson(res);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message).toMatch(PERSIAN);
  expect(res.body.errors).toEqual(expect.objectContaining({ [field]: expect.any(Array) }));
  expect(res.body.code).toBe('VALIDATION_FAILED');
  const messages: string[] = res.body.errors[field];
  expect(messages.length).toBeGreaterThan(0);
  for (const m of messages) expect(m).toMatch(PERSIAN);
  if (message) expect(messages).toContain(message);
}

/** A failure answered in JSON with a Persian `error`/`message` and a stable `code`, and nothing else: never data. */
export function expectFailure(res: Response, status: number): void {
  expect({ status: res.status, body: res.body }).toMatchObject({ status });
  expectJson(res);
  expect(res.body.error ?? res.body.message).toMatch(PERSIAN);
  expect(res.body.code).toMatch(/^[A-Z_]+$/);
  for (const key of Object.keys(res.body)) expect(['error', 'message', 'code']).toContain(key);
}

/** The image an `image_url` points at is served with exactly `bytes`. */
export async function expectServed(t: TestApp, url: unknown, bytes: Buffer): Promise<void> {
  expect(url).toEqual(expect.stringMatching(/^\/uploads\/.+/));
  const res = await t.http.get(url as string).set('X-Requested-With', 'XMLHttpRequest');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\//);
  expect(Buffer.isBuffer(res.body)).toBe(true);
  expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
}

/** The payload of a JWT, decoded the way the legacy client does it. */
export function jwtPayload(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
