import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { addDays, Clock } from 'src/common/clock.js';
import { lockForUpdate } from 'src/common/database/row-lock.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { tehranDay, tehranDayStart } from 'src/common/tehran-days.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { currentActor } from 'src/platform/events/acting-admin.js';
import { eventOf } from 'src/platform/events/domain-event.js';
import { DomainEvents, type WriteUnit } from 'src/platform/events/domain-events.js';
import { OrderOwnerFilter } from '../dto/orders.args.js';
import { Order, OrderStatus } from '../order.entity.js';
import { CallOutcome, OrderCall, OrderCallKind } from './order-call.entity.js';
import type { CallsDueArgs } from './dto/calls-due.args.js';

/** The newest entries a timeline shows: a request's history is tens of calls, never thousands. */
export const TIMELINE_LIMIT = 200;
export const CALLS_DUE_PER_PAGE = 15;
/** A follow-up further out than this is a typo in the year, not a plan. */
const FURTHEST_FOLLOW_UP_DAYS = 366;
/** A follow-up a minute in the past is the form's clock, not a mistake. */
const FOLLOW_UP_SLACK_MS = 60_000;

/**
 * Outcomes that mean someone spoke with the requester: on a PENDING request they move it to
 * PROCESSING («در حال پیگیری», §4's "being followed up"), as an admin could by hand (§4 lets any
 * status follow any other). Nothing else moves a status: the log stands beside §4, not over it.
 */
const SPOKE_WITH_THEM = new Set([CallOutcome.TALKED, CallOutcome.BECAME_CUSTOMER]);

/** Closed requests need no call, whatever follow-up their log still names. */
const CLOSED = [OrderStatus.COMPLETED, OrderStatus.REJECTED];

export interface NewTimelineEntry {
  orderId: number;
  kind: OrderCallKind;
  outcome?: CallOutcome | null;
  note?: string | null;
  nextCallAt?: Date | null;
}

/**
 * A request's timeline: notes and contact attempts (docs/INTEGRATORS.md, "Call log and time to first call"). Each
 * entry is one unit of work with its domain event (`order-call.created`: the activity log, the live back office and
 * webhooks see it); it never raises the request's edit version, so a call logged meanwhile never makes an operator's
 * status change stale. Its effects on the request are conditional UPDATEs decided in the database: the first contact
 * is set once, by the earliest call; the status moves only from PENDING.
 */
@Injectable()
export class OrderCallsService {
  constructor(
    @InjectRepository(OrderCall) private readonly calls: Repository<OrderCall>,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Adds the entry. The request's row is held from the start, and the entry's time read once it
   * is: entries of one request are written one at a time, in the order of their times, so the
   * first call to commit is the earliest and the only one that stamps the first contact (and
   * announces it: `order.first-contacted`, which the business metrics count).
   */
  async add(entry: NewTimelineEntry): Promise<OrderCall> {
    this.checkFollowUp(entry.nextCallAt ?? null, this.clock.now());
    if (entry.kind === OrderCallKind.CALL && !entry.outcome) throw DomainException.invalidField('outcome', 'نتیجه تماس الزامی است');
    if (entry.kind === OrderCallKind.NOTE && !entry.note) throw DomainException.invalidField('note', 'یادداشت الزامی است');
    const actor = currentActor();
    return this.events.write(async (unit) => {
      const order = await unit.manager.findOne(Order, { where: { id: entry.orderId }, lock: lockForUpdate(unit.manager) });
      if (!order) throw DomainException.notFound('درخواست');
      const now = this.clock.now();
      const call = await unit.manager.save(
        unit.manager.create(OrderCall, {
          orderId: order.id,
          kind: entry.kind,
          outcome: entry.kind === OrderCallKind.CALL ? entry.outcome : null,
          note: entry.note || null,
          nextCallAt: entry.nextCallAt ?? null,
          authorId: actor?.kind === 'admin' ? actor.id : null,
          authorToken: actor?.kind === 'token' ? actor.name.slice(0, 100) : null,
          createdAt: now,
        }),
      );
      // A call settles the follow-up it answered (and may ask for the next); a note only sets one.
      if (entry.kind === OrderCallKind.CALL || entry.nextCallAt) {
        await unit.manager.update(Order, { id: order.id }, { nextCallAt: entry.nextCallAt ?? null });
      }
      if (entry.kind === OrderCallKind.CALL) {
        if (!order.firstContactAt) {
          await unit.change('order.first-contacted', Order, order.id, () =>
            unit.manager.update(Order, { id: order.id }, { firstContactAt: now }).then(() => order),
          );
        }
        if (SPOKE_WITH_THEM.has(entry.outcome!)) await this.startFollowingUp(unit, order.id);
      }
      await unit.publish(
        eventOf('order-call.created', {
          id: call.id,
          before: null,
          after: { label: order.fullName, values: (await unit.state(OrderCall, call.id))!.values },
        }),
      );
      return call;
    });
  }

  /** PENDING → PROCESSING with the caller as operator, as a status change by hand would be (its event, its version). */
  private async startFollowingUp(unit: WriteUnit, id: number): Promise<void> {
    const before = await unit.state(Order, id);
    const actor = currentActor();
    const moved = await unit.manager
      .createQueryBuilder()
      .update(Order)
      .set({ status: OrderStatus.PROCESSING, ...(actor?.kind === 'admin' ? { operatorId: actor.id } : {}) })
      .where('id = :id AND status = :pending', { id, pending: OrderStatus.PENDING })
      .execute();
    if (!moved.affected) return;
    // The version column is never written by the ORM (`EditVersion`): raised here as claimEdit raises it.
    await unit.manager.query('UPDATE orders SET version = version + 1 WHERE id = ?', [id]);
    await unit.publish(eventOf('order.status-changed', { id, before, after: await unit.state(Order, id) }));
  }

  private checkFollowUp(nextCallAt: Date | null, now: Date): void {
    if (!nextCallAt) return;
    if (nextCallAt.getTime() < now.getTime() - FOLLOW_UP_SLACK_MS) {
      throw DomainException.invalidField('nextCallAt', 'زمان تماس بعدی باید بعد از اکنون باشد');
    }
    if (nextCallAt.getTime() > now.getTime() + FURTHEST_FOLLOW_UP_DAYS * 86_400_000) {
      throw DomainException.invalidField('nextCallAt', 'زمان تماس بعدی نباید بیش از یک سال بعد باشد');
    }
  }

  /** Newest first, at most TIMELINE_LIMIT entries; a request that does not exist is a 404, not an empty log. */
  async timeline(orderId: number): Promise<OrderCall[]> {
    if (!(await this.orders.existsBy({ id: orderId }))) throw DomainException.notFound('درخواست');
    return this.calls.find({ where: { orderId }, order: { createdAt: 'DESC', id: 'DESC' }, take: TIMELINE_LIMIT });
  }

  /**
   * Open requests whose follow-up falls before the end of Tehran's today (overdue ones included),
   * soonest first. `caller`: whose "mine" the owner filter means.
   */
  async due(args: Partial<CallsDueArgs>, caller: AuthUser | null): Promise<Page<Order>> {
    const { page, perPage, skip, take } = pageWindow(args, CALLS_DUE_PER_PAGE);
    const endOfToday = tehranDayStart(addDays(tehranDay(this.clock.now()), 1));
    const query = this.orders
      .createQueryBuilder('request')
      .where('request.nextCallAt IS NOT NULL')
      .andWhere('request.nextCallAt < :endOfToday', { endOfToday })
      .andWhere('request.status NOT IN (:...closed)', { closed: CLOSED })
      .orderBy('request.nextCallAt', 'ASC')
      .addOrderBy('request.id', 'ASC');
    if (args.owner === OrderOwnerFilter.UNOWNED) query.andWhere('request.ownerId IS NULL');
    if (args.owner === OrderOwnerFilter.MINE) query.andWhere('request.ownerId = :owner', { owner: caller?.id ?? 0 });
    const [items, total] = await query.skip(skip).take(take).getManyAndCount();
    return toPage(items, total, page, perPage);
  }
}
