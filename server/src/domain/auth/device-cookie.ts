import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Clock } from 'src/common/clock.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';

/** The browser's record that an admin signed in from it before (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"). */
export const DEVICE_COOKIE = 'admin_device';

/** A device stays known this long after its last successful sign-in (each one issues a fresh cookie). */
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * Device cookies: `<admin id>.<nonce>.<issued at>.<HMAC>`, signed with a key derived from
 * JWT_SECRET (every instance shares it). A cookie that is malformed, badly signed, too old or names
 * another admin than the login is ignored: the attempt counts as from an unknown device.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', config.auth.jwtSecret).update('admin-device-cookie/v1').digest();
  }

  /** A fresh cookie value for `adminId`, after a successful sign-in. */
  issue(adminId: number): string {
    const body = `${adminId}.${randomBytes(16).toString('base64url')}.${this.nowSeconds()}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The device's nonce when `value` is a valid cookie of `adminId`; null otherwise. */
  deviceOf(value: string | undefined, adminId: number): string | null {
    const parts = value?.split('.') ?? [];
    if (parts.length !== 4) return null;
    const [id, nonce, issuedAt, signature] = parts;
    const expected = Buffer.from(this.sign(`${id}.${nonce}.${issuedAt}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(id) !== adminId || this.nowSeconds() - Number(issuedAt) > DEVICE_MAX_AGE_SECONDS) return null;
    return nonce;
  }

  /** HttpOnly, SameSite=Strict, Secure when the request came over https (through `trust proxy`). */
  set(req: Request, res: Response, value: string): void {
    res.cookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/',
      maxAge: DEVICE_MAX_AGE_SECONDS * 1000,
    });
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}

/** The request's device cookie, read from the Cookie header (the app has no cookie parser; this is its only cookie). */
export function deviceCookieOf(req: Request): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === DEVICE_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}
