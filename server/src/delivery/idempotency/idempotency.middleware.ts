import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import { ErrorCode } from 'src/common/errors/domain.exception.js';
import { answerEarlyError } from 'src/common/http/early-error.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { isCreate } from './creates.js';
import { fingerprintOf } from './request-fingerprint.js';
import { IDEMPOTENCY_STORE, type IdempotencyStore, type StoredAnswer } from './idempotency.store.js';

/** Printable ASCII without spaces: a UUID, or whatever an integrator's library sends. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a repeat waits for the request that holds its key (a double click: milliseconds). */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
/** A `text` column holds 64 KB; a create's answer is a record, far smaller. */
const MAX_STORED_BYTES = 60_000;

const KEY_REFUSED = 'سرآیند Idempotency-Key باید ۱ تا ۲۵۵ نویسهٔ لاتین بدون فاصله باشد';
const KEY_REUSED = 'این Idempotency-Key پیش‌تر برای درخواست دیگری به کار رفته است؛ برای هر درخواست کلید تازه‌ای بفرستید';
const TOO_LARGE = 'بدنهٔ درخواست بزرگ‌تر از هر فرم ثبتی است';
const STILL_RUNNING = 'درخواست دیگری با همین Idempotency-Key هنوز در حال انجام است؛ چند لحظه دیگر دوباره تلاش کنید';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `Idempotency-Key` on the creates of both APIs (docs/ARCHITECTURE.md, runtime contract): the first request under a key runs
 * and its successful answer is kept for 24 hours; a repeat (a double click, a retry after a lost
 * answer or a renewed login) gets that answer again, with the same status and body, and changes
 * nothing. A repeat arriving while the first still runs waits for it. Refusals and faults keep
 * nothing, so fixing the cause and retrying with the same key runs again.
 */
@Injectable()
export class IdempotencyMiddleware {
  private readonly logger = new Logger(IdempotencyMiddleware.name);

  constructor(
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    private readonly auth: AuthService,
    private readonly metrics: Metrics,
  ) {}

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || key === undefined || !isCreate(req)) return next();
    if (typeof key !== 'string' || !VALID_KEY.test(key)) {
      return answerEarlyError(req, res, 400, ErrorCode.BadRequest, KEY_REFUSED);
    }
    this.take(req, res, next, key).catch((error: Error) => {
      // The request itself will meet the same fault (the database away) and answer for it.
      this.logger.warn(`idempotency key not checked: ${error.message}`);
      if (!res.headersSent) next();
    });
  };

  private async take(req: Request, res: Response, next: NextFunction, key: string): Promise<void> {
    const caller = await this.callerOf(req);
    const id = sha256(`${caller}\n${key}`);
    const fingerprint = await fingerprintOf(req);
    if (fingerprint === null) return answerEarlyError(req, res, 413, ErrorCode.PayloadTooLarge, TOO_LARGE);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const claim = await this.store.claim(id, fingerprint);
      if (claim.kind === 'run') return this.run(id, res, next);
      if (claim.kind === 'replay') {
        this.metrics.idempotentReplays.inc();
        return replay(res, claim.answer);
      }
      if (claim.kind === 'mismatch') return answerEarlyError(req, res, 422, ErrorCode.Validation, KEY_REUSED);
      if (Date.now() >= deadline) {
        res.setHeader('Retry-After', '1');
        return answerEarlyError(req, res, 409, ErrorCode.Conflict, STILL_RUNNING);
      }
      await sleep(POLL_MS);
    }
  }

  /**
   * Staff keys are the admin's, whichever token of theirs sends them; an integrator's are its API
   * token's (`token:<id>`; docs/INTEGRATORS.md, "API tokens and scopes"); everyone else shares one
   * space of random keys. A header that authenticates nobody counts as a visitor: a public create
   * runs for it all the same, and a staff-only one is refused by the guard (a refusal keeps nothing).
   */
  private async callerOf(req: Request): Promise<string> {
    const token = bearerToken(req);
    if (!token) return 'visitor';
    try {
      const caller = await this.auth.identify(token);
      return 'admin' in caller ? `admin:${caller.admin.id}` : `token:${caller.apiToken.id}`;
    } catch {
      return 'visitor';
    }
  }

  /** Lets the request through, keeping the body it answers (below compression, so uncompressed). */
  private run(id: string, res: Response, next: NextFunction): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      if (size <= MAX_STORED_BYTES) chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];

    let settled = false;
    const settle = (answer: StoredAnswer | null) => {
      if (settled) return;
      settled = true;
      const done = answer ? this.store.complete(id, answer) : this.store.release(id);
      done.catch((error: Error) => this.logger.warn(`idempotency key not settled: ${error.message}`));
    };
    res.on('finish', () => settle(keepable(res, size, chunks)));
    res.on('close', () => settle(null));
    next();
  }
}

/** Only a success is kept: a 2xx JSON answer, and on GraphQL one without errors (they answer 200 too). */
function keepable(res: Response, size: number, chunks: Buffer[]): StoredAnswer | null {
  const contentType = String(res.getHeader('content-type') ?? '');
  if (res.statusCode < 200 || res.statusCode >= 300 || size > MAX_STORED_BYTES || !/json/i.test(contentType)) return null;
  const body = Buffer.concat(chunks).toString('utf8');
  try {
    const parsed = JSON.parse(body) as { errors?: unknown } | null;
    if (parsed && typeof parsed === 'object' && 'errors' in parsed) return null;
  } catch {
    return null;
  }
  return { status: res.statusCode, contentType, body };
}

function replay(res: Response, answer: StoredAnswer): void {
  res.setHeader('Idempotent-Replayed', 'true');
  res.status(answer.status).type(answer.contentType).send(answer.body);
}
