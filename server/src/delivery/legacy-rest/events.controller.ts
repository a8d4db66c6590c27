import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { AuthenticatedRequest } from 'src/common/auth/request-context.js';
import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';
import { EventCursorExpired, EventLog } from 'src/reactions/event-log/event-log.js';
import { eventDataFor, readableEventTypes } from 'src/reactions/event-log/event-scopes.js';
import { LegacyAdminApi, LegacyDoc } from './legacy-doc.decorator.js';

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;
/** The 410's `code`: the events after the cursor are no longer kept (or it was never handed out). */
export const EVENTS_CURSOR_EXPIRED = 'EVENTS_CURSOR_EXPIRED';
const EXPIRED_MESSAGE = 'رویدادهای پس از این نشانه دیگر نگه داشته نمی‌شوند؛ داده‌ها را از نو بخوانید و از نشانهٔ next ادامه دهید';

/** A whole number from the query, or undefined when absent; anything else names the field. */
function wholeNumber(value: unknown, field: string, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw DomainException.validation({ [field]: [`${field} باید عددی صحیح از ${min} تا ${max} باشد`] });
  }
  return number;
}

/**
 * The events feed for integrators and admins (docs/INTEGRATORS.md, "Events feed"): the event log,
 * with the webhooks' types and payloads, in sequence order from a cursor. A token reads only the
 * types its scopes cover.
 */
@LegacyAdminApi('events')
@Controller('api/events')
export class EventsController {
  constructor(private readonly log: EventLog) {}

  @Get()
  @LegacyDoc({
    summary:
      'Events after a cursor, oldest first, with the webhooks’ `type` and `data` (kept 30 days). API tokens need `orders:read` ' +
      'or `customers:read`: request events need `orders:read`, customer and customer-plan events `customers:read`, and each ' +
      "event's `data` is cut field by field to the token's scopes (a call's `author_id` is an admin's: never to a token)",
    returns:
      '`data`: `[{sequence, type, timestamp, data}]`; `next`: the cursor to send as `after` next time; `has_more`: whether to ask again at once',
  })
  @ApiQuery({
    name: 'after',
    required: false,
    schema: { type: 'integer', minimum: 0 },
    description: 'The last `sequence` (or `next`) seen; absent: from the oldest event kept',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
    description: 'Events per page',
  })
  @ApiQuery({
    name: 'types',
    required: false,
    type: String,
    description: 'Comma-separated event types (`order.created,order.status_changed`)',
  })
  @ApiResponse({
    status: 410,
    description:
      `\`code\`: \`${EVENTS_CURSOR_EXPIRED}\`: events after \`after\` are no longer kept (or it was never handed out). ` +
      'Read the records afresh, then go on from the `next` this answer gives.',
  })
  async list(@Query() query: Record<string, unknown>, @Req() req: AuthenticatedRequest) {
    const after = wholeNumber(query.after, 'after', 0, 2 ** 31 - 1) ?? null;
    const limit = wholeNumber(query.limit, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
    const scopes = req.apiToken ? req.apiToken.scopes : null;
    let types = readableEventTypes(scopes);
    if (typeof query.types === 'string' && query.types !== '') {
      const asked = query.types.split(',').map((type) => type.trim());
      const unknown = asked.filter((type) => !readableEventTypes(null).includes(type));
      if (unknown.length > 0) throw DomainException.validation({ types: [`نوع رویداد ناشناخته: ${unknown.join('، ')}`] });
      types = types.filter((type) => asked.includes(type));
    }
    try {
      const page = await this.log.page(after, limit, { webhookTypes: types });
      return {
        data: page.rows.map((row) => ({
          sequence: row.sequence,
          type: row.webhookType,
          timestamp: row.createdAt.toISOString(),
          data: eventDataFor(row.webhookType!, JSON.parse(row.payload ?? '{}') as Record<string, unknown>, scopes),
        })),
        next: page.next,
        has_more: page.hasMore,
      };
    } catch (error) {
      if (!(error instanceof EventCursorExpired)) throw error;
      throw new DomainException(ErrorCode.Gone, EXPIRED_MESSAGE, undefined, undefined, {
        code: EVENTS_CURSOR_EXPIRED,
        oldest: error.oldest,
        next: error.head,
      });
    }
  }
}
