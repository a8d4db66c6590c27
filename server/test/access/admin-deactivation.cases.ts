import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ADMIN_EMAIL, firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { collect } from '../support/live-client.js';
import { legacy } from '../legacy-rest/legacy-client.js';
import { describeEngines } from '../support/engines.js';

/** Issue 34, «غیرفعال کردن»: a superadmin turns an admin off, and everything of theirs ends or changes hands. */
describeEngines(() => {
  const DEACTIVATED = 'حساب شما غیرفعال شده است؛ با مدیر ارشد تماس بگیرید';
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const DEACTIVATE = `mutation($id: Int!, $input: DeactivateAdminInput) {
    deactivateAdmin(id: $id, input: $input) { id active deactivatedAt onDuty }
  }`;
  const REACTIVATE = 'mutation($id: Int!) { reactivateAdmin(id: $id) { id active deactivatedAt } }';
  const PREVIEW = `query($id: Int!) { adminDeactivation(id: $id) {
    admin { id } openRequests followUps apiTokens { id name } webhookEndpoints { id url }
  } }`;
  const ADMINS = '{ admins { id active deactivatedAt } }';
  const ON_DUTY = 'mutation($id: Int!, $onDuty: Boolean!) { setAdminOnDuty(id: $id, onDuty: $onDuty) { id onDuty } }';
  const STAFF_ORDER = 'mutation($input: CreateOrderInput!) { createStaffOrder(input: $input) { id ownerId } }';
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
  const ORDER = 'query($id: Int!) { order(id: $id) { id ownerId status nextCallAt } }';
  const STATUS = 'mutation($id: Int!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { id status } }';
  const NOTE = 'mutation($input: AddOrderNoteInput!) { addOrderNote(input: $input) { entry { id } } }';
  const ASSIGN = 'mutation($id: Int!, $ownerId: Int) { assignOrder(id: $id, ownerId: $ownerId) { id ownerId } }';
  const LOG = `query($adminId: Int, $entityType: ActivityEntity) {
    activityLog(adminId: $adminId, entityType: $entityType, perPage: 100) {
      items { adminId action entityType entityId label before after admin { id name active } }
    }
  }`;
  const CREATE_TOKEN = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id } } }';
  const CREATE_ENDPOINT = 'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id } }';
  const ENDPOINTS = '{ webhookEndpoints { id enabled disabledReason } }';

  type Entry = { adminId: number; action: string; entityType: string; entityId: number; before: string | null; after: string | null };

  let phone = 0;
  const nextPhone = () => `0938${String(1_000_000 + phone++).padStart(7, '0')}`;
  const person = (tag: string) => ({
    name: 'مدیر',
    family: tag,
    email: `${tag}@example.com`,
    phone: nextPhone(),
    password: `${tag}-pass-123`,
  });

  /** A live socket as the back office opens it, reporting how it was closed (code and reason). */
  function liveSocket(baseUrl: string, token: string) {
    let onClosed!: (close: { code: number; reason: string; at: number }) => void;
    let onConnected!: () => void;
    const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) => (onClosed = resolve));
    const connected = new Promise<void>((resolve) => (onConnected = resolve));
    const client: Client = createClient({
      url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: {
        connected: () => onConnected(),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          onClosed({ code, reason, at: performance.now() });
        },
      },
    });
    return { client, closed, connected };
  }

  describe('turning an admin off (issue 34)', () => {
    let t: TestApp;
    let url: string;
    const sockets: Client[] = [];

    /** An admin with a fresh session; `role` SUPERADMIN for one who can make API tokens. */
    const admin = async (tag: string, role?: 'SUPERADMIN') => {
      const input = person(tag);
      const created = await t.gql(CREATE_ADMIN, { input: { ...input, ...(role ? { role } : {}) } }, t.superToken);
      if (!created.data?.createAdmin) throw new Error(JSON.stringify(created.errors));
      return {
        id: created.data.createAdmin.id as number,
        email: input.email,
        password: input.password,
        token: await t.login(input.email, input.password),
      };
    };
    const staffOrder = async () => {
      const res = await t.gql(STAFF_ORDER, { input: { fullName: 'مشتری پیگیری', phoneNumber: nextPhone() } }, t.superToken);
      if (!res.data?.createStaffOrder) throw new Error(JSON.stringify(res.errors));
      return res.data.createStaffOrder as { id: number; ownerId: number | null };
    };
    const ownerOf = async (id: number) => (await t.gql(ORDER, { id }, t.superToken)).data.order.ownerId as number | null;
    const bossId = async () => {
      const res = await t.http.post('/graphql').set('authorization', `Bearer ${t.superToken}`).send({ query: '{ me { id } }' });
      return res.body.data.me.id as number;
    };
    const logOf = async (variables: Record<string, unknown>) =>
      (await t.gql(LOG, variables, t.superToken)).data.activityLog.items as Entry[];

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { WEBHOOKS_ALLOW_INSECURE: 'true', ORDER_RATE_LIMIT: '1000' } });
      await t.app.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await Promise.all(sockets.map((client) => client.dispose()));
      await t.close();
    });

    it('refuses a plain admin with 403 over GraphQL and REST, and the dialog’s query too; the admin stays active', async () => {
      const plain = await admin('deact-plain');
      const other = await admin('deact-other');
      const graphql = await t.gql(DEACTIVATE, { id: other.id }, plain.token);
      expect(graphql.status).toBe(403);
      expect(firstError(graphql)).toMatchObject({ code: 'FORBIDDEN', message: 'فقط مدیر ارشد می‌تواند مدیران را غیرفعال یا فعال کند' });
      const rest = await legacy(t, plain.token).post(`/api/user/${other.id}/deactivate`).send({});
      expect(rest.status).toBe(403);
      expect(firstError(await t.gql(PREVIEW, { id: other.id }, plain.token)).code).toBe('FORBIDDEN');
      expect((await legacy(t, plain.token).post(`/api/user/${other.id}/reactivate`).send({})).status).toBe(403);
      expect((await t.gql(ADMINS, {}, t.superToken)).data.admins).toContainEqual({ id: other.id, active: true, deactivatedAt: null });
      // Their session was never touched.
      expect((await t.gql('{ me { id } }', {}, other.token)).data.me.id).toBe(other.id);
    });

    it('refuses turning oneself off, and never leaves the back office without an active superadmin', async () => {
      const boss = await bossId();
      const self = await t.gql(DEACTIVATE, { id: boss }, t.superToken);
      expect(firstError(self)).toMatchObject({ code: 'REFUSED', message: 'نمی‌توانید حساب خود را غیرفعال کنید' });

      // Two superadmins turning each other off at once: one of them stays, whichever the database lets through first.
      const nava = await admin('deact-nava', 'SUPERADMIN');
      const both = await Promise.all([t.gql(DEACTIVATE, { id: nava.id }, t.superToken), t.gql(DEACTIVATE, { id: boss }, nava.token)]);
      expect(both.filter((res) => res.data?.deactivateAdmin)).toHaveLength(1);
      const refusal = both.find((res) => !res.data?.deactivateAdmin)!;
      // Refused as the last active superadmin, or because the caller had been turned off a moment before.
      expect([
        { code: 'REFUSED', message: 'آخرین مدیر ارشد فعال را نمی‌توان غیرفعال کرد؛ نخست مدیر ارشد دیگری تعیین کنید' },
        { code: 'ACCOUNT_DEACTIVATED', message: DEACTIVATED },
      ]).toContainEqual({ code: firstError(refusal).code, message: firstError(refusal).message });
      const admins = (await t.gql('{ admins { id roles active } }', {}, both[0].data?.deactivateAdmin ? t.superToken : nava.token)).data
        .admins as { id: number; roles: string[]; active: boolean }[];
      expect(admins.filter((a) => a.roles.includes('superadmin') && a.active)).toHaveLength(1);

      // The last active superadmin also keeps the role: a deactivated superadmin does not count.
      const kept = admins.find((a) => a.roles.includes('superadmin') && a.active)!;
      const keptToken = kept.id === boss ? t.superToken : nava.token;
      const demote = await t.gql('mutation($id: Int!) { updateAdmin(id: $id, input: { role: ADMIN }) { id } }', { id: kept.id }, keptToken);
      expect(firstError(demote)).toMatchObject({ code: 'REFUSED', message: expect.stringMatching(/^آخرین مدیر ارشد/) });
      // Put back as it was for the other tests: the boss active, Nava off.
      if (kept.id !== boss) {
        expect((await t.gql(REACTIVATE, { id: boss }, nava.token)).errors).toBeUndefined();
        t.superToken = await t.login(ADMIN_EMAIL, t.config.admin.password!);
        expect((await t.gql(DEACTIVATE, { id: nava.id }, t.superToken)).errors).toBeUndefined();
      }
    });

    it('ends every session at once: the next request, a renewal and the open live socket are refused, in Persian', async () => {
      const leila = await admin('deact-leila');
      const socket = liveSocket(url, leila.token);
      sockets.push(socket.client);
      await socket.connected;
      const renewal = leila.token;

      const res = await t.gql(DEACTIVATE, { id: leila.id }, t.superToken);
      const answered = performance.now();
      expect(res.errors).toBeUndefined();
      expect(res.data.deactivateAdmin).toMatchObject({ id: leila.id, active: false, onDuty: false });
      expect(res.data.deactivateAdmin.deactivatedAt).toEqual(expect.any(String));

      const next = await t.gql('{ me { id } }', {}, leila.token);
      expect(next.status).toBe(401);
      expect(firstError(next)).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: DEACTIVATED });
      const refresh = await t.gql('mutation { refreshToken { accessToken } }', {}, renewal);
      expect(firstError(refresh)).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: DEACTIVATED });
      const rest = await legacy(t, leila.token).get('/api/user/view-all');
      expect(rest.status).toBe(401);
      expect(rest.body).toMatchObject({ message: DEACTIVATED, code: 'ACCOUNT_DEACTIVATED' });

      const closed = await socket.closed;
      expect(closed).toMatchObject({ code: 4401, reason: 'Account deactivated' });
      console.log(`deactivated admin's live socket closed ${(closed.at - answered).toFixed(1)} ms after the deactivation answered`);
      expect(closed.at - answered).toBeLessThan(1000);
      // A new socket with the old token is refused the same way.
      const again = liveSocket(url, leila.token);
      sockets.push(again.client);
      expect(await again.closed).toMatchObject({ code: 4401, reason: 'Account deactivated' });
    });

    it('refuses a deactivated admin’s sign-in with the Persian message over GraphQL and REST; reactivation restores it, old tokens stay ended', async () => {
      const omid = await admin('deact-omid');
      const before = omid.token;
      const rest = await legacy(t).post(`/api/user/${omid.id}/deactivate`).send({});
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ message: 'مدیر غیرفعال شد', user: { id: omid.id, active: false } });
      expect(rest.body.user.deactivated_at).toEqual(expect.any(String));

      const login = await t.gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
        input: { login: omid.email, password: omid.password },
      });
      expect(login.status).toBe(401);
      expect(firstError(login)).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: DEACTIVATED });
      const legacyLogin = await legacy(t, null).post('/api/admin/login').send({ login: omid.email, password: omid.password });
      expect(legacyLogin.status).toBe(401);
      expect(legacyLogin.body).toMatchObject({ message: DEACTIVATED, code: 'ACCOUNT_DEACTIVATED' });
      // A wrong password learns nothing of the account's state.
      const wrong = await legacy(t, null).post('/api/admin/login').send({ login: omid.email, password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('نام کاربری یا رمز عبور اشتباه است');

      expect(firstError(await t.gql(DEACTIVATE, { id: omid.id }, t.superToken))).toMatchObject({
        code: 'REFUSED',
        message: 'این مدیر پیش‌تر غیرفعال شده است',
      });
      const back = await legacy(t).post(`/api/user/${omid.id}/reactivate`).send({});
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ message: 'مدیر فعال شد', user: { id: omid.id, active: true, deactivated_at: null } });
      const token = await t.login(omid.email, omid.password);
      expect((await t.gql('{ me { id active } }', {}, token)).data.me).toEqual({ id: omid.id, active: true });
      // The session from before the deactivation does not come back with the account.
      expect((await t.gql('{ me { id } }', {}, before)).status).toBe(401);
      expect(firstError(await t.gql(REACTIVATE, { id: omid.id }, t.superToken))).toMatchObject({
        code: 'REFUSED',
        message: 'این مدیر فعال است',
      });

      // Both actions are in the activity log, by the superadmin, against the admin.
      const log = (await logOf({ entityType: 'ADMIN' })).filter((entry) => entry.entityId === omid.id);
      expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(['DEACTIVATE', 'REACTIVATE']));
      expect(log.find((entry) => entry.action === 'DEACTIVATE')!.adminId).toBe(await bossId());
    });

    it('hands open requests and their follow-ups to the admin chosen, or leaves them unowned; closed ones keep their owner; each change logged', async () => {
      const sima = await admin('deact-sima');
      const reza = await admin('deact-reza');
      const successor = await admin('deact-successor');
      // Only Sima on duty: every new request is hers.
      expect((await t.gql(ON_DUTY, { id: sima.id, onDuty: true }, t.superToken)).errors).toBeUndefined();
      const hers = [await staffOrder(), await staffOrder(), await staffOrder(), await staffOrder()];
      expect(hers.map((order) => order.ownerId)).toEqual([sima.id, sima.id, sima.id, sima.id]);
      const followUpAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
      expect(
        (await t.gql(NOTE, { input: { orderId: hers[0].id, note: 'فردا تماس', nextCallAt: followUpAt } }, sima.token)).errors,
      ).toBeUndefined();
      expect((await t.gql(STATUS, { id: hers[1].id, status: 'PROCESSING' }, sima.token)).errors).toBeUndefined();
      expect((await t.gql(STATUS, { id: hers[3].id, status: 'COMPLETED' }, sima.token)).errors).toBeUndefined();
      await t.gql(ON_DUTY, { id: sima.id, onDuty: false }, t.superToken);
      await t.gql(ON_DUTY, { id: reza.id, onDuty: true }, t.superToken);
      const his = [await staffOrder(), await staffOrder()];
      expect(his.map((order) => order.ownerId)).toEqual([reza.id, reza.id]);
      await t.gql(ON_DUTY, { id: reza.id, onDuty: false }, t.superToken);

      const preview = await t.gql(PREVIEW, { id: sima.id }, t.superToken);
      expect(preview.data.adminDeactivation).toEqual({
        admin: { id: sima.id },
        openRequests: 3,
        followUps: 1,
        apiTokens: [],
        webhookEndpoints: [],
      });

      // The successor must be an active admin, and not the one turned off.
      expect(firstError(await t.gql(DEACTIVATE, { id: sima.id, input: { reassignTo: sima.id } }, t.superToken)).fields).toEqual({
        reassignTo: ['درخواست‌ها را نمی‌توان به همین مدیر سپرد'],
      });
      const rest = await legacy(t).post(`/api/user/${sima.id}/deactivate`).send({ reassign_to: 999_999 });
      expect(rest.status).toBe(422);
      expect(rest.body.errors).toEqual({ reassign_to: ['درخواست‌ها را فقط به مدیری فعال می‌توان سپرد'] });
      expect(await ownerOf(hers[0].id)).toBe(sima.id);

      expect((await t.gql(DEACTIVATE, { id: sima.id, input: { reassignTo: successor.id } }, t.superToken)).errors).toBeUndefined();
      expect(await Promise.all(hers.map((order) => ownerOf(order.id)))).toEqual([successor.id, successor.id, successor.id, sima.id]);
      // The follow-up went with its request.
      expect((await t.gql(ORDER, { id: hers[0].id }, t.superToken)).data.order.nextCallAt).toBe(followUpAt);
      const due = await t.gql('{ callsDue(owner: MINE, perPage: 100) { items { id } } }', {}, successor.token);
      expect(due.errors).toBeUndefined();

      const res = await legacy(t).post(`/api/user/${reza.id}/deactivate`).send({});
      expect(res.status).toBe(200);
      expect(await Promise.all(his.map((order) => ownerOf(order.id)))).toEqual([null, null]);
      const unowned = await t.gql('{ orders(owner: UNOWNED, perPage: 100) { items { id ownerId } } }', {}, t.superToken);
      expect(unowned.data.orders.items).toEqual(expect.arrayContaining(his.map((order) => ({ id: order.id, ownerId: null }))));

      // Each request's change is in the log, by the superadmin; the deactivation names the choices.
      const boss = await bossId();
      const orders = await logOf({ entityType: 'ORDER' });
      for (const [order, to] of [...hers.slice(0, 3).map((o) => [o, successor.id] as const), ...his.map((o) => [o, null] as const)]) {
        expect(orders).toContainEqual(
          expect.objectContaining({
            action: 'ASSIGN',
            entityId: order.id,
            adminId: boss,
            after: expect.stringContaining(`"ownerId":${to}`),
          }),
        );
      }
      expect(orders.filter((entry) => entry.action === 'ASSIGN' && entry.entityId === hers[3].id)).toEqual([]);
      const deactivation = (await logOf({ entityType: 'ADMIN' })).find(
        (entry) => entry.action === 'DEACTIVATE' && entry.entityId === sima.id,
      )!;
      expect(JSON.parse(deactivation.after!)).toMatchObject({ reassignedTo: successor.id, apiTokens: 'KEEP' });
      expect(JSON.parse(deactivation.after!).deactivatedAt).toEqual(expect.any(String));

      // Nobody gives a request to a deactivated admin, nor puts them on duty.
      expect(firstError(await t.gql(ASSIGN, { id: his[0].id, ownerId: reza.id }, t.superToken)).fields).toEqual({
        ownerId: ['مدیر انتخاب‌شده غیرفعال است'],
      });
      expect(firstError(await t.gql(ON_DUTY, { id: reza.id, onDuty: true }, t.superToken))).toMatchObject({ code: 'REFUSED' });
    });

    it('takes them off duty at once: none of 100 new requests goes to the deactivated admin', async () => {
      const mina = await admin('deact-mina');
      const navid = await admin('deact-navid');
      for (const id of [mina.id, navid.id]) await t.gql(ON_DUTY, { id, onDuty: true }, t.superToken);
      const first = await Promise.all([staffOrder(), staffOrder()]);
      expect(first.map((order) => order.ownerId).sort()).toEqual([mina.id, navid.id].sort());

      expect((await t.gql(DEACTIVATE, { id: mina.id }, t.superToken)).errors).toBeUndefined();
      expect((await t.gql(ADMINS, {}, t.superToken)).data.admins).toContainEqual({
        id: mina.id,
        active: false,
        deactivatedAt: expect.any(String),
      });
      const owners = new Map<number | null, number>();
      for (let batch = 0; batch < 5; batch++) {
        const orders = await Promise.all(
          Array.from({ length: 20 }, () => t.gql(PUBLIC_ORDER, { input: { fullName: 'بازدیدکننده', phoneNumber: nextPhone() } })),
        );
        for (const res of orders) {
          expect(res.errors).toBeUndefined();
          const owner = await ownerOf(res.data.createOrder.id);
          owners.set(owner, (owners.get(owner) ?? 0) + 1);
        }
      }
      expect(Object.fromEntries(owners)).toEqual({ [navid.id]: 100 });
    });

    it('keeps the API tokens of a deactivated admin working under the superadmin, or revokes them with the webhook endpoints they registered; both logged', async () => {
      const boss = await bossId();
      const keeper = await admin('deact-keeper', 'SUPERADMIN');
      const leaver = await admin('deact-leaver', 'SUPERADMIN');
      const tokenOf = async (owner: { token: string }, name: string) => {
        const res = await t.gql(CREATE_TOKEN, { input: { name, scopes: ['orders:read'] } }, owner.token);
        if (!res.data?.createApiToken) throw new Error(JSON.stringify(res.errors));
        return res.data.createApiToken as { secret: string; token: { id: number } };
      };
      const endpointOf = async (owner: { token: string }, path: string) => {
        const res = await t.gql(
          CREATE_ENDPOINT,
          { input: { url: `http://127.0.0.1:9/${path}`, events: ['CUSTOMER_PLAN_EXPIRING'] } },
          owner.token,
        );
        if (!res.data?.createWebhookEndpoint) throw new Error(JSON.stringify(res.errors));
        return res.data.createWebhookEndpoint.id as number;
      };
      const kept = await tokenOf(keeper, 'حسابداری نگه‌داشته');
      const keptEndpoint = await endpointOf(keeper, 'kept');
      const revoked = [await tokenOf(leaver, 'پیامک'), await tokenOf(leaver, 'گزارش')];
      const revokedEndpoint = await endpointOf(leaver, 'revoked');
      const calls = (secret: string) => legacy(t, secret).get('/api/orders/all');
      expect((await calls(kept.secret)).status).toBe(200);
      for (const { secret } of revoked) expect((await calls(secret)).status).toBe(200);

      // The dialog lists what the admin made.
      const preview = (await t.gql(PREVIEW, { id: leaver.id }, t.superToken)).data.adminDeactivation;
      expect(preview.apiTokens.map((token: { id: number }) => token.id).sort()).toEqual(revoked.map((r) => r.token.id).sort());
      expect(preview.webhookEndpoints).toEqual([{ id: revokedEndpoint, url: 'http://127.0.0.1:9/revoked' }]);

      // Kept (the default): the token keeps working, now the boss's; the endpoint too.
      expect((await t.gql(DEACTIVATE, { id: keeper.id }, t.superToken)).errors).toBeUndefined();
      expect((await calls(kept.secret)).status).toBe(200);
      const tokenLog = await logOf({ entityType: 'API_TOKEN' });
      expect(tokenLog).toContainEqual(
        expect.objectContaining({
          action: 'TRANSFER',
          entityId: kept.token.id,
          adminId: boss,
          before: JSON.stringify({ createdBy: keeper.id }),
          after: JSON.stringify({ createdBy: boss }),
        }),
      );
      expect((await t.gql(PREVIEW, { id: boss }, t.superToken)).data.adminDeactivation).toMatchObject({
        apiTokens: [{ id: kept.token.id, name: 'حسابداری نگه‌داشته' }],
        webhookEndpoints: [{ id: keptEndpoint }],
      });
      expect(await logOf({ entityType: 'WEBHOOK_ENDPOINT' })).toContainEqual(
        expect.objectContaining({ action: 'TRANSFER', entityId: keptEndpoint, adminId: boss }),
      );

      // Revoked: the tokens answer 401 at once and the endpoints the admin registered are off.
      const res = await legacy(t).post(`/api/user/${leaver.id}/deactivate`).send({ api_tokens: 'revoke' });
      expect(res.status).toBe(200);
      for (const { secret } of revoked) expect((await calls(secret)).status).toBe(401);
      expect((await calls(kept.secret)).status).toBe(200);
      const endpoints = (await t.gql(ENDPOINTS, {}, t.superToken)).data.webhookEndpoints as { id: number; enabled: boolean }[];
      expect(endpoints).toContainEqual({
        id: revokedEndpoint,
        enabled: false,
        disabledReason: 'مدیری که این وب‌هوک را ثبت کرده بود غیرفعال شد و توکن‌هایش باطل شدند',
      });
      expect(endpoints).toContainEqual(expect.objectContaining({ id: keptEndpoint, enabled: true }));
      const after = await logOf({ entityType: 'API_TOKEN' });
      for (const { token } of revoked)
        expect(after).toContainEqual(expect.objectContaining({ action: 'REVOKE', entityId: token.id, adminId: boss }));
      expect(await logOf({ entityType: 'WEBHOOK_ENDPOINT' })).toContainEqual(
        expect.objectContaining({ action: 'REVOKE', entityId: revokedEndpoint, adminId: boss }),
      );
      const deactivation = (await logOf({ entityType: 'ADMIN' })).find(
        (entry) => entry.action === 'DEACTIVATE' && entry.entityId === leaver.id,
      )!;
      expect(JSON.parse(deactivation.after!)).toMatchObject({ apiTokens: 'REVOKE', reassignedTo: null });
      // A bad choice is refused under its REST name.
      const bad = await legacy(t).post(`/api/user/${keeper.id}/reactivate`).send({});
      expect(bad.status).toBe(200);
      const badChoice = await legacy(t).post(`/api/user/${keeper.id}/deactivate`).send({ api_tokens: 'delete' });
      expect(badChoice.status).toBe(422);
      expect(Object.keys(badChoice.body.errors)).toEqual(['api_tokens']);
    });

    it('keeps a deactivated admin in the list, marked, and as the author of their past activity', async () => {
      const past = await admin('deact-past');
      const order = await staffOrder();
      expect((await t.gql(STATUS, { id: order.id, status: 'PROCESSING' }, past.token)).errors).toBeUndefined();
      expect((await t.gql(DEACTIVATE, { id: past.id }, t.superToken)).errors).toBeUndefined();
      const list = await legacy(t).get('/api/user/view-all');
      expect(list.body).toContainEqual(expect.objectContaining({ id: past.id, active: false, deactivated_at: expect.any(String) }));
      const theirs = await logOf({ adminId: past.id });
      expect(theirs).toContainEqual(
        expect.objectContaining({ action: 'STATUS', entityId: order.id, admin: { id: past.id, name: 'مدیر', active: false } }),
      );
    });
  });

  describe('overdue alerts of a deactivated admin’s requests (issue 34)', () => {
    /** Tehran is UTC+3:30; Sunday 2026-11-29 10:00 is within the default business hours. */
    const clock = new TestClock(new Date('2026-11-29T10:00:00+03:30'));
    let t: TestApp;
    let url: string;
    const clients: Client[] = [];

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, clock });
      await t.app.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.dispose()));
      await t.close();
    });

    it('alerts the admins on duty, not the others, once the overdue request is unowned', async () => {
      const make = async (tag: string) => {
        const input = person(tag);
        const created = await t.gql(CREATE_ADMIN, { input }, t.superToken);
        return { id: created.data.createAdmin.id as number, token: await t.login(input.email, input.password) };
      };
      const leaver = await make('overdue-leaver');
      const onDuty = await make('overdue-on-duty');
      const offDuty = await make('overdue-off-duty');
      await t.gql(ON_DUTY, { id: leaver.id, onDuty: true }, t.superToken);
      const placed = await t.gql(PUBLIC_ORDER, { input: { fullName: 'درخواست دیرکرد', phoneNumber: nextPhone() } });
      const id = placed.data.createOrder.id as number;
      expect((await t.gql(ORDER, { id }, t.superToken)).data.order.ownerId).toBe(leaver.id);
      await t.gql(ON_DUTY, { id: onDuty.id, onDuty: true }, t.superToken);

      const EVENTS = 'subscription { orderEvents { kind orderId order { ownerId } } }';
      const sockets = [onDuty, offDuty].map((a) => {
        const socket = liveSocket(url, a.token);
        clients.push(socket.client);
        return socket;
      });
      const [heardOnDuty, heardOffDuty] = sockets.map((socket) => collect(socket.client, EVENTS));
      await Promise.all(sockets.map((socket) => socket.connected));
      await new Promise((resolve) => setTimeout(resolve, 200));

      // Past its 15-minute target uncalled: the alert is its owner's (and superadmins'), not the others'.
      await clock.advance(16 * 60_000);
      expect((await t.gql(DEACTIVATE, { id: leaver.id }, t.superToken)).errors).toBeUndefined();
      expect((await heardOnDuty.next(1)).data!.orderEvents).toEqual({ kind: 'ASSIGNED', orderId: id, order: { ownerId: null } });
      expect((await heardOffDuty.next(1)).data!.orderEvents).toEqual({ kind: 'ASSIGNED', orderId: id, order: { ownerId: null } });

      // The next sweep alerts again, now to the admins on duty.
      await clock.advance(60_000);
      expect((await heardOnDuty.next(2)).data!.orderEvents).toEqual({
        kind: 'FIRST_CONTACT_OVERDUE',
        orderId: id,
        order: { ownerId: null },
      });
      // The admin off duty heard no alert: their next event is the next change.
      await t.gql(STATUS, { id, status: 'PROCESSING' }, t.superToken);
      expect((await heardOffDuty.next(2)).data!.orderEvents).toMatchObject({ kind: 'STATUS_CHANGED', orderId: id });
      expect((await heardOnDuty.next(3)).data!.orderEvents).toMatchObject({ kind: 'STATUS_CHANGED', orderId: id });
    });
  });
});
