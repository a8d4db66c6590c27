import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityLog } from 'src/reactions/activity/activity-log.entity.js';
import { ActivityAction, ActivityEntity } from 'src/reactions/activity/activity.types.js';
import type { DomainEvent } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_PLAN = 'mutation($input: CreatePlanInput!) { createPlan(input: $input) { id title } }';

  /**
   * The domain-event bus on a real database (docs/ARCHITECTURE.md, "Domain events"): what each
   * phase sees, what a rollback takes back and what a failing handler costs the write.
   */
  describe('domain events', () => {
    let t: TestApp;
    let events: DomainEvents;
    let plans: PlansService;
    let dataSource: DataSource;
    const removals: (() => void)[] = [];
    const afterCommit = (handler: (event: DomainEvent) => Promise<void>) => removals.push(events.afterCommit(handler));
    const inTransaction = (handler: (event: DomainEvent, manager: EntityManager) => Promise<void>) =>
      removals.push(events.inTransaction(handler));
    const planNamed = (title: string) => dataSource.getRepository(Plan).findOne({ where: { title }, withDeleted: true });
    const entriesAbout = (entityId: number) => dataSource.getRepository(ActivityLog).countBy({ entityId, entityType: ActivityEntity.PLAN });

    /** What an outbox handler will do: a row of its own, written on the write's transaction. */
    const outboxRow = (event: DomainEvent, manager: EntityManager) =>
      manager.getRepository(ActivityLog).save({
        adminId: 999,
        action: ActivityAction.CREATE,
        entityType: ActivityEntity.PLAN,
        entityId: event.id,
        label: `outbox ${event.type}`,
        before: null,
        after: null,
        createdAt: new Date(),
      });
    const outboxRows = (label: string) => dataSource.getRepository(ActivityLog).countBy({ label });

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      events = t.app.get(DomainEvents);
      plans = t.app.get(PlansService);
      dataSource = t.app.get(DataSource);
    });
    afterEach(() => {
      removals.splice(0).forEach((remove) => remove());
      jest.restoreAllMocks();
    });
    afterAll(() => t.close());

    it('hands a write its event with the admin who made it, before and after, once it is committed', async () => {
      const seen: { event: DomainEvent; stored: Plan | null }[] = [];
      afterCommit(async (event) => {
        // Read outside the write's transaction: after-commit handlers see the committed row.
        if (event.entity === 'plan') seen.push({ event, stored: await dataSource.getRepository(Plan).findOneBy({ id: event.id }) });
      });
      const res = await t.gql(CREATE_PLAN, { input: { title: 'پایه رویداد' } }, t.superToken);
      expect(res.errors).toBeUndefined();
      const id = res.data.createPlan.id as number;
      expect(seen).toHaveLength(1);
      expect(seen[0].event).toMatchObject({ type: 'plan.created', entity: 'plan', action: 'created', id, actor: { id: 1 }, before: null });
      expect(seen[0].event.after).toMatchObject({ label: 'پایه رویداد', values: { id, title: 'پایه رویداد' } });
      expect(seen[0].stored).toMatchObject({ id, title: 'پایه رویداد' });

      // A call with no request behind it (a job, a test) has no actor.
      await plans.update(id, { title: 'پایه رویداد ۲' });
      expect(seen[1].event).toMatchObject({
        type: 'plan.updated',
        actor: null,
        before: { values: { title: 'پایه رویداد' } },
        after: { values: { title: 'پایه رویداد ۲' } },
      });
    });

    it('keeps what an in-transaction handler wrote exactly when the write commits', async () => {
      inTransaction(async (event, manager) => {
        if (event.type === 'plan.created') await outboxRow(event, manager);
      });
      const kept = await plans.create({ title: 'با صندوق' });
      expect(await outboxRows('outbox plan.created')).toBe(1);

      // The write fails after its event was published: the handler's row goes with it.
      await expect(
        events.write(async (unit) => {
          await unit.change('plan.created', Plan, null, () => unit.manager.save(unit.manager.create(Plan, { title: 'برگشتی' })));
          throw new Error('refused after publishing');
        }),
      ).rejects.toThrow('refused after publishing');
      expect(await planNamed('برگشتی')).toBeNull();
      expect(await outboxRows('outbox plan.created')).toBe(1);
      expect(kept.id).toEqual(expect.any(Number));
    });

    it('rolls the write back when an in-transaction handler fails, and tells no after-commit handler', async () => {
      const heard: string[] = [];
      afterCommit(async (event) => void heard.push(event.type));
      inTransaction(async (event) => {
        if (event.type === 'plan.created') throw new Error('outbox is full');
      });
      const res = await t.gql(CREATE_PLAN, { input: { title: 'بی‌صندوق' } }, t.superToken);
      expect(firstError(res)).toBeDefined();
      expect(res.data?.createPlan ?? null).toBeNull();
      expect(await planNamed('بی‌صندوق')).toBeNull();
      expect(heard).toEqual([]);
    });

    it('runs no after-commit handler for a write that rolled back', async () => {
      const heard: DomainEvent[] = [];
      afterCommit(async (event) => void heard.push(event));
      const plan = await plans.create({ title: 'ماندنی' });
      heard.length = 0;
      await expect(
        events.write(async (unit) => {
          await unit.change('plan.updated', Plan, plan.id, () => unit.manager.save(Object.assign(plan, { title: 'نیمه‌کاره' })));
          throw new Error('failed after the update');
        }),
      ).rejects.toThrow('failed after the update');
      expect(heard).toEqual([]);
      expect(await planNamed('ماندنی')).toMatchObject({ id: plan.id });
      expect(await entriesAbout(plan.id)).toBe(0);
    });

    it('logs an after-commit failure and still answers the write, the other handlers running', async () => {
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      afterCommit(async (event) => {
        if (event.type === 'plan.created') throw new Error('metrics are away');
      });
      const res = await t.gql(CREATE_PLAN, { input: { title: 'با خطای بعدی' } }, t.superToken);
      expect(res.errors).toBeUndefined();
      const id = res.data.createPlan.id as number;
      expect(await planNamed('با خطای بعدی')).toMatchObject({ id });
      // The activity log, registered before, still wrote its entry.
      expect(await entriesAbout(id)).toBe(1);
      expect(errors.mock.calls.map(([message]) => String(message))).toContainEqual(expect.stringContaining('metrics are away'));
    });

    it('joins a write started inside another: one transaction, its events after the outer commit', async () => {
      const heard: string[] = [];
      afterCommit(async (event) => void heard.push(`${event.type}:${(event.after?.values.title as string) ?? ''}`));
      await expect(
        events.write(async () => {
          await plans.create({ title: 'درونی' });
          expect(heard).toEqual([]);
          throw new Error('outer write refused');
        }),
      ).rejects.toThrow('outer write refused');
      expect(await planNamed('درونی')).toBeNull();
      expect(heard).toEqual([]);

      await events.write(async () => {
        await plans.create({ title: 'درونی ۲' });
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual(['plan.created:درونی ۲']);
    });
  });
});
