import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Clock } from 'src/common/clock.js';
import { AddOrderNoteInput } from 'src/domain/orders/calls/dto/add-order-note.input.js';
import { LogOrderCallInput } from 'src/domain/orders/calls/dto/log-order-call.input.js';
import { OrderCallKind, type OrderCall } from 'src/domain/orders/calls/order-call.entity.js';
import { OrderCallsService } from 'src/domain/orders/calls/order-calls.service.js';
import { FirstContactTarget } from 'src/domain/orders/first-contact-target.js';
import type { Order } from 'src/domain/orders/order.entity.js';
import { OrdersService } from 'src/domain/orders/orders.service.js';
import { LegacyOrderCallBody } from './dto/legacy-order-call.body.js';
import { LegacyOrderNoteBody } from './dto/legacy-order-note.body.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { LegacyAdminApi, LegacyDoc } from './legacy-doc.decorator.js';
import { legacyText, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { legacyAdminRef, legacyOrder } from './mappers.js';
import { ByApiToken, RestContext } from './rest-context.js';

const FIELD_NAMES = { nextCallAt: 'next_call_at' };

/**
 * Not in §7 (docs/INTEGRATORS.md, "Call log and time to first call"): a request's timeline of notes and calls, for
 * integrators (a phone system logging its calls). Same rules as GraphQL; fields in snake_case as the rest of the
 * facade.
 */
@LegacyAdminApi('orders')
@Controller('api/orders')
export class OrderCallsController {
  constructor(
    private readonly rest: RestContext,
    private readonly orders: OrdersService,
    private readonly calls: OrderCallsService,
    private readonly target: FirstContactTarget,
    private readonly clock: Clock,
  ) {}

  @Get(':id/timeline')
  @LegacyDoc({
    summary: "A request's notes and calls, newest first (at most 200), with its first contact and follow-up",
    returns: '`order` (with `owner_id`, `first_contact_at`, `first_contact_due_at`, `first_contact_overdue`, `next_call_at`), `data`',
    notFound: true,
  })
  async timeline(@Param('id', LegacyIdPipe) id: number, @ByApiToken() forToken: boolean) {
    const entries = await this.calls.timeline(id);
    const loaders = this.rest.loaders();
    const authors = await Promise.all(entries.map((entry) => (entry.authorId == null ? null : loaders.admin.load(entry.authorId))));
    return {
      order: await this.order(await this.orders.get(id), forToken),
      data: entries.map((entry, i) => legacyEntry(entry, authors[i], forToken)),
    };
  }

  @Post(':id/notes')
  @HttpCode(201)
  @LegacyDoc({
    summary: "Add a note to a request's timeline (not a contact attempt), optionally with when to call",
    body: LegacyOrderNoteBody,
    status: 201,
    returns: '`message`, `entry`, `order`',
    notFound: true,
  })
  async addNote(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields, @ByApiToken() forToken: boolean) {
    const input = await withLegacyFields(FIELD_NAMES, () =>
      toInput(AddOrderNoteInput, { orderId: id, note: legacyText(body.note), nextCallAt: body.next_call_at }),
    );
    const entry = await withLegacyFields(FIELD_NAMES, () => this.calls.add({ ...input, kind: OrderCallKind.NOTE }));
    return { message: 'یادداشت ثبت شد', ...(await this.written(entry, forToken)) };
  }

  @Post(':id/calls')
  @HttpCode(201)
  @LegacyDoc({
    summary:
      'Log a call and its outcome: the first stamps `first_contact_at`; TALKED or BECAME_CUSTOMER moves a PENDING request to PROCESSING',
    body: LegacyOrderCallBody,
    status: 201,
    returns: '`message`, `entry`, `order`',
    notFound: true,
  })
  async logCall(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields, @ByApiToken() forToken: boolean) {
    const input = await withLegacyFields(FIELD_NAMES, () =>
      toInput(
        LogOrderCallInput,
        {
          orderId: id,
          outcome: typeof body.outcome === 'string' ? body.outcome.toUpperCase() : body.outcome,
          note: legacyText(body.note),
          nextCallAt: body.next_call_at,
        },
        ['outcome'],
      ),
    );
    const entry = await withLegacyFields(FIELD_NAMES, () => this.calls.add({ ...input, kind: OrderCallKind.CALL }));
    return { message: 'تماس ثبت شد', ...(await this.written(entry, forToken)) };
  }

  private async written(entry: OrderCall, forToken: boolean) {
    const author = entry.authorId == null ? null : await this.rest.loaders().admin.load(entry.authorId);
    return { entry: legacyEntry(entry, author, forToken), order: await this.order(await this.orders.get(entry.orderId), forToken) };
  }

  private async order(order: Order, forToken: boolean) {
    const operator = order.operatorId == null ? null : await this.rest.loaders().admin.load(order.operatorId);
    return {
      ...legacyOrder(order, operator, forToken),
      owner_id: order.ownerId,
      first_contact_at: order.firstContactAt,
      first_contact_due_at: this.target.dueAt(order.createdAt),
      first_contact_overdue: this.target.overdue(order, this.clock.now()),
      next_call_at: order.nextCallAt,
    };
  }
}

function legacyEntry(entry: OrderCall, author: { id: number; name: string; family: string } | null, forToken: boolean) {
  return {
    id: entry.id,
    order_id: entry.orderId,
    kind: entry.kind,
    outcome: entry.outcome,
    note: entry.note,
    next_call_at: entry.nextCallAt,
    author: author ? legacyAdminRef(author, forToken) : null,
    author_token: entry.authorToken,
    created_at: entry.createdAt,
  };
}
