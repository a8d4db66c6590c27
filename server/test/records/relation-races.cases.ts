import { legacy } from '../legacy-rest/legacy-client.js';
import { firstError, startTestApp, type GqlResult, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

/**
 * Issue 36, point 6: two admins racing one record's relations or assignment end in exactly one
 * applied change and one conflict naming the other admin; a call naming no version keeps last
 * write wins, and every relation change reaches the activity log.
 */
describeEngines(() => {
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const THEME = 'query($id: Int!) { theme(id: $id) { version plans { id } categories { id } } }';
  const UPDATE_THEME = `mutation($id: Int!, $input: UpdateThemeInput!) {
  updateTheme(id: $id, input: $input) { version plans { id } categories { id } } }`;
  const LOG = `query($entityType: ActivityEntity) {
  activityLog(entityType: $entityType, perPage: 100) { items { adminId entityId before after } } }`;

  interface Conflict {
    version: number;
    current: Record<string, unknown>;
    changedFields: string[];
    changedBy: { id: number | null; name: string } | null;
  }
  const conflictOf = (res: GqlResult<unknown>) => (res.errors?.[0]?.extensions as unknown as { conflict: Conflict }).conflict;
  const ids = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);

  describe('relation races', () => {
    let t: TestApp;
    let sara: { id: number; name: string; token: string };
    let superName: string;

    beforeAll(async () => {
      t = await startTestApp();
      const created = await t.gql(
        CREATE_ADMIN,
        { input: { name: 'سارا', family: 'رضایی', email: 'sara@example.com', phone: '09120000001', password: 'sara-pass-1234' } },
        t.superToken,
      );
      sara = { id: created.data.createAdmin.id, name: 'سارا رضایی', token: await t.login('sara@example.com', 'sara-pass-1234') };
      const me = await t.gql('{ me { name family } }', {}, t.superToken);
      superName = `${me.data.me.name} ${me.data.me.family}`.trim();
    });

    afterAll(() => t.close());

    const logOf = async (entityType: string, id: number) => {
      const res = await t.gql(LOG, { entityType }, t.superToken);
      expect(res.errors).toBeUndefined();
      const items = (res.data.activityLog.items as { adminId: number; entityId: number; before: string; after: string }[]).filter(
        (entry) => entry.entityId === id,
      );
      return items.map((entry) => ({
        adminId: entry.adminId,
        before: JSON.parse(entry.before ?? '{}'),
        after: JSON.parse(entry.after ?? '{}'),
      }));
    };

    it('a theme’s categories and plans: of two parallel saves from one version one applies, the other is a CONFLICT naming the other admin and the relation fields', async () => {
      const id = 3;
      const start = (await t.gql(THEME, { id }, t.superToken)).data.theme;
      const categories = ids(start.categories);
      const plans = ids(start.plans);
      // Sara changes only the categories (category 1 in or out), the superadmin only the plans: each sends the other list as loaded.
      const saraCategories = categories.includes(1) ? categories.filter((c: number) => c !== 1) : [...categories, 1].sort((a, b) => a - b);
      const saraInput = { categoryIds: saraCategories, planIds: plans, version: start.version };
      const superInput = { categoryIds: categories, planIds: [], version: start.version };
      expect(plans.length).toBeGreaterThan(0);
      const results = await Promise.all([
        t.gql(UPDATE_THEME, { id, input: saraInput }, sara.token),
        t.gql(UPDATE_THEME, { id, input: superInput }, t.superToken),
      ]);
      const applied = results.filter((res) => !res.errors);
      const refused = results.filter((res) => res.errors);
      expect(applied).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const saraWon = !results[0].errors;
      const [winnerName, winnerId] = saraWon ? [sara.name, sara.id] : [superName, undefined];
      expect(firstError(refused[0])).toMatchObject({ code: 'CONFLICT' });
      expect(refused[0].errors?.[0].message).toContain(winnerName);
      const conflict = conflictOf(refused[0]);
      expect(conflict.changedBy?.name).toBe(winnerName);
      if (winnerId) expect(conflict.changedBy?.id).toBe(winnerId);
      expect(conflict.changedFields).toEqual([saraWon ? 'categoryIds' : 'planIds']);
      const stored = (await t.gql(THEME, { id }, t.superToken)).data.theme;
      expect(conflict.current).toMatchObject({
        version: stored.version,
        categoryIds: ids(stored.categories),
        planIds: ids(stored.plans),
      });
      expect(ids(stored.categories)).toEqual(saraWon ? saraCategories : categories);
      expect(ids(stored.plans)).toEqual(saraWon ? plans : []);
      // The winner's relation change is in the log under its admin.
      const [last] = await logOf('THEME', id);
      expect(last.after).toEqual(saraWon ? { categoryIds: ids(stored.categories) } : { planIds: [] });
      expect(last.before).toEqual(saraWon ? { categoryIds: categories } : { planIds: plans });
      if (saraWon) expect(last.adminId).toBe(sara.id);
    });

    it('a plan’s features: of two parallel saves from one version one applies, the other is a CONFLICT naming the other admin and featureIds', async () => {
      const PLAN = 'query($id: Int!) { plan(id: $id) { version featureIds } }';
      const SYNC = `mutation($id: Int!, $featureIds: [Int!]!, $version: Int) {
  syncPlanFeatures(id: $id, featureIds: $featureIds, version: $version) { version featureIds } }`;
      const { features } = (await t.gql('{ features { id } }', {}, t.superToken)).data as { features: { id: number }[] };
      const id = 2;
      const start = (await t.gql(PLAN, { id }, t.superToken)).data.plan as { version: number; featureIds: number[] };
      const saraList = features.slice(0, 2).map((f) => f.id);
      const superList = features.slice(2, 5).map((f) => f.id);
      const results = await Promise.all([
        t.gql(SYNC, { id, featureIds: saraList, version: start.version }, sara.token),
        t.gql(SYNC, { id, featureIds: superList, version: start.version }, t.superToken),
      ]);
      const applied = results.filter((res) => !res.errors);
      const refused = results.filter((res) => res.errors);
      expect(applied).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const saraWon = !results[0].errors;
      const winnerName = saraWon ? sara.name : superName;
      expect(firstError(refused[0])).toMatchObject({ code: 'CONFLICT' });
      expect(refused[0].errors?.[0].message).toContain(winnerName);
      const conflict = conflictOf(refused[0]);
      expect(conflict.changedBy?.name).toBe(winnerName);
      expect(conflict.changedFields).toEqual(['featureIds']);
      const stored = (await t.gql(PLAN, { id }, t.superToken)).data.plan as { version: number; featureIds: number[] };
      const winnerList = saraWon ? saraList : superList;
      expect([...stored.featureIds].sort((a, b) => a - b)).toEqual([...winnerList].sort((a, b) => a - b));
      expect(stored.version).toBe(start.version + 1);
      expect(conflict).toMatchObject({ version: stored.version, current: { featureIds: [...winnerList].sort((a, b) => a - b) } });
      // Named with the version it now knows, the loser's list applies; naming none, the last write wins.
      const retried = await t.gql(SYNC, { id, featureIds: saraList, version: conflict.version }, sara.token);
      expect(retried.errors).toBeUndefined();
      const unversioned = await t.gql(SYNC, { id, featureIds: superList }, t.superToken);
      expect(unversioned.data.syncPlanFeatures.featureIds).toEqual(superList);
    });

    it('a customer plan’s plan and theme: of two parallel saves from one version one applies, the other is a CONFLICT naming the other admin and the changed field', async () => {
      const CUSTOMER_PLAN = 'query($id: Int!) { customerPlan(id: $id) { version planId themeId } }';
      const UPDATE = `mutation($id: Int!, $input: UpdateCustomerPlanInput!) {
  updateCustomerPlan(id: $id, input: $input) { version planId themeId } }`;
      const customer = await t.gql(
        'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
        { input: { name: 'مینا', family: 'کاظمی', email: 'mina.race@example.com', phone: '09121110000' } },
        t.superToken,
      );
      const made = await t.gql(
        'mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id version planId themeId } }',
        { input: { customerId: customer.data.createCustomer.id, domainName: 'mina-race.ir', planId: 1, themeId: 1 } },
        t.superToken,
      );
      expect(made.errors).toBeUndefined();
      const { id, version } = made.data.createCustomerPlan as { id: number; version: number };
      // Sara moves the site to plan 2, the superadmin to theme 2: each sends the other field as loaded.
      const results = await Promise.all([
        t.gql(UPDATE, { id, input: { planId: 2, themeId: 1, version } }, sara.token),
        t.gql(UPDATE, { id, input: { planId: 1, themeId: 2, version } }, t.superToken),
      ]);
      const refused = results.filter((res) => res.errors);
      expect(results.filter((res) => !res.errors)).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const saraWon = !results[0].errors;
      const winnerName = saraWon ? sara.name : superName;
      expect(firstError(refused[0])).toMatchObject({ code: 'CONFLICT' });
      expect(refused[0].errors?.[0].message).toContain(winnerName);
      const conflict = conflictOf(refused[0]);
      expect(conflict.changedBy?.name).toBe(winnerName);
      expect(conflict.changedFields).toEqual([saraWon ? 'planId' : 'themeId']);
      const stored = (await t.gql(CUSTOMER_PLAN, { id }, t.superToken)).data.customerPlan;
      expect(stored).toEqual(saraWon ? { version: version + 1, planId: 2, themeId: 1 } : { version: version + 1, planId: 1, themeId: 2 });
      expect(conflict.current).toMatchObject({ version: stored.version, planId: stored.planId, themeId: stored.themeId });
    });

    it('a request’s owner: two superadmins assigning from the same owner, one applies, the other is a CONFLICT naming the first', async () => {
      const ASSIGN = `mutation($id: Int!, $ownerId: Int, $expectedOwnerId: Int) {
  assignOrder(id: $id, ownerId: $ownerId, expectedOwnerId: $expectedOwnerId) { ownerId } }`;
      const created = await t.gql(
        'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
        { input: { fullName: 'مشتری رقابت مسئول', phoneNumber: '09127770001' } },
        t.superToken,
      );
      const id = created.data.createOrder.id as number;
      const before = (await t.gql('query($id: Int!) { order(id: $id) { ownerId } }', { id }, t.superToken)).data.order.ownerId as
        number | null;
      // A second superadmin for this race.
      const narges = await t.gql(
        CREATE_ADMIN,
        {
          input: {
            name: 'نرگس',
            family: 'امینی',
            email: 'narges@example.com',
            phone: '09120000002',
            password: 'narges-pass-1234',
            role: 'SUPERADMIN',
          },
        },
        t.superToken,
      );
      expect(narges.errors).toBeUndefined();
      const rivalToken = await t.login('narges@example.com', 'narges-pass-1234');
      const superId = (await t.gql('{ me { id } }', {}, t.superToken)).data.me.id as number;
      const rival = { id: narges.data.createAdmin.id as number, name: 'نرگس امینی' };
      const results = await Promise.all([
        t.gql(ASSIGN, { id, ownerId: rival.id, expectedOwnerId: before }, rivalToken),
        t.gql(ASSIGN, { id, ownerId: superId, expectedOwnerId: before }, t.superToken),
      ]);
      const applied = results.filter((res) => !res.errors);
      const refused = results.filter((res) => res.errors);
      expect(applied).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const rivalWon = !results[0].errors;
      const winnerName = rivalWon ? rival.name : superName;
      expect(firstError(refused[0])).toMatchObject({ code: 'CONFLICT' });
      expect(refused[0].errors?.[0].message).toContain(winnerName);
      const conflict = conflictOf(refused[0]);
      expect(conflict.changedBy?.name).toBe(winnerName);
      expect(conflict.changedFields).toEqual(['ownerId']);
      const winnerOwner = rivalWon ? rival.id : superId;
      expect(conflict.current).toMatchObject({ ownerId: winnerOwner });
      const stored = await t.gql('query($id: Int!) { order(id: $id) { ownerId } }', { id }, t.superToken);
      expect(stored.data.order.ownerId).toBe(winnerOwner);
      // Naming no expected owner, the last write still wins.
      const unexpected = await t.gql(ASSIGN, { id, ownerId: null }, t.superToken);
      expect(unexpected.data.assignOrder.ownerId).toBeNull();
    });

    it('a theme update naming no version (REST, §7) keeps last write wins, and its relation change reaches the activity log', async () => {
      const id = 5;
      const start = (await t.gql(THEME, { id }, t.superToken)).data.theme;
      const res = await legacy(t, sara.token)
        .put(`/api/themes/update-theme/${id}`)
        .field('title', 'قالب ویرایش بی‌نسخه')
        .field('link', 'https://demo.example.com/no-version')
        .field('plans[]', '2')
        .field('categories[]', '1');
      expect(res.status).toBe(200);
      const second = await legacy(t)
        .put(`/api/themes/update-theme/${id}`)
        .field('title', 'قالب ویرایش بی‌نسخه')
        .field('link', 'https://demo.example.com/no-version')
        .field('plans[]', '1')
        .field('categories[]', '2');
      expect(second.status).toBe(200);
      const stored = (await t.gql(THEME, { id }, t.superToken)).data.theme;
      expect({ plans: ids(stored.plans), categories: ids(stored.categories) }).toEqual({ plans: [1], categories: [2] });
      expect(stored.version).toBe(start.version + 2);
      const [last, first] = await logOf('THEME', id);
      expect(first.adminId).toBe(sara.id);
      expect(first.after).toMatchObject({ planIds: [2], categoryIds: [1] });
      expect(last.before).toMatchObject({ planIds: [2], categoryIds: [1] });
      expect(last.after).toMatchObject({ planIds: [1], categoryIds: [2] });
    });
  });
});
