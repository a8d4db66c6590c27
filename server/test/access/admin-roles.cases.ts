import { ADMIN_COMMANDS } from 'src/delivery/operations/admin-commands.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { legacy } from '../legacy-rest/legacy-client.js';
import { describeEngines } from '../support/engines.js';

/** Issue 34: who creates admins and grants roles, and lockouts a team can lift (superadmins, the operator, device cookies). */
describeEngines(() => {
  const CREATE = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id roles } }';
  const UPDATE = 'mutation($id: Int!, $input: UpdateAdminInput!) { updateAdmin(id: $id, input: $input) { id roles } }';
  const ADMINS = '{ admins { id email roles } }';
  const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
  const UNLOCK = 'mutation($id: Int!) { unlockAdmin(id: $id) { id } }';
  const LOG = `query($adminId: Int, $entityType: ActivityEntity) {
    activityLog(entityType: $entityType, adminId: $adminId) { items { adminId action entityType entityId label before after } }
  }`;

  describe('admin roles and lockouts (issue 34)', () => {
    let t: TestApp;
    let sara: { id: number; token: string };
    let navaId: number;

    const person = (email: string, phone: string, password: string) => ({ name: 'مدیر', family: 'آزمون', email, phone, password });
    const emails = async () => ((await t.gql(ADMINS, {}, t.superToken)).data.admins as { email: string }[]).map((a) => a.email);
    /** A login over GraphQL from `address` (TRUST_PROXY=1), with a device cookie when given. */
    const loginFrom = (address: string, login: string, password: string, device?: string) => {
      const req = t.http.post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', address);
      if (device) req.set('cookie', `admin_device=${device}`);
      return req.send({ query: LOGIN, variables: { input: { login, password } } });
    };
    /** The device cookie a login answer set. */
    const deviceOf = (res: { headers: Record<string, unknown> }) => {
      const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
      const cookie = cookies.find((line) => line.startsWith('admin_device='));
      if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(cookies)}`);
      return { value: cookie.split(';')[0].slice('admin_device='.length), attributes: cookie };
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { TRUST_PROXY: '1' } });
      const created = await t.gql(CREATE, { input: person('sara.roles@example.com', '09121110001', 'sara-pass-123') }, t.superToken);
      sara = { id: created.data.createAdmin.id, token: await t.login('sara.roles@example.com', 'sara-pass-123') };
    });
    afterAll(() => t.close());

    it('refuses a plain admin’s create-admin call with 403 over GraphQL and REST and stores nobody', async () => {
      const graphql = await t.gql(CREATE, { input: person('gql.plain@example.com', '09121110002', 'plain-pass-123') }, sara.token);
      expect(graphql.status).toBe(403);
      expect(firstError(graphql).code).toBe('FORBIDDEN');
      const rest = await legacy(t, sara.token)
        .post('/api/user/create-user')
        .send(person('rest.plain@example.com', '09121110003', 'plain-pass-123'));
      expect(rest.status).toBe(403);
      expect(await emails()).not.toEqual(expect.arrayContaining(['gql.plain@example.com']));
      expect(await emails()).not.toEqual(expect.arrayContaining(['rest.plain@example.com']));
    });

    it('lets a superadmin create an admin (admin by default) or a superadmin, over GraphQL and REST', async () => {
      const plain = await t.gql(CREATE, { input: person('plain.made@example.com', '09121110004', 'plain-pass-123') }, t.superToken);
      expect(plain.data.createAdmin.roles).toEqual(['admin']);
      const nava = await t.gql(
        CREATE,
        { input: { ...person('nava@example.com', '09121110005', 'nava-pass-123'), role: 'SUPERADMIN' } },
        t.superToken,
      );
      expect(nava.errors).toBeUndefined();
      expect(nava.data.createAdmin.roles).toEqual(['superadmin']);
      navaId = nava.data.createAdmin.id;
      const rest = await legacy(t)
        .post('/api/user/create-user')
        .send({ ...person('rest.super@example.com', '09121110006', 'rest-pass-123'), role: 'superadmin' });
      expect(rest.status).toBe(201);
      expect(rest.body.user.roles).toEqual(['superadmin']);
    });

    it('refuses a role change by a plain admin, their own included, with 403 over GraphQL and REST', async () => {
      const own = await t.gql(UPDATE, { id: sara.id, input: { role: 'SUPERADMIN' } }, sara.token);
      expect(own.status).toBe(403);
      expect(firstError(own).code).toBe('FORBIDDEN');
      const rest = await legacy(t, sara.token)
        .post(`/api/user/${sara.id}/update-user`)
        .send({ ...person('sara.roles@example.com', '09121110001', ''), role: 'superadmin' });
      expect(rest.status).toBe(403);
      const roles = (await t.gql(ADMINS, {}, t.superToken)).data.admins.find((a: { id: number }) => a.id === sara.id).roles;
      expect(roles).toEqual(['admin']);
    });

    it('lets a superadmin change roles but never takes the role from the last superadmin (a Persian refusal)', async () => {
      const boss = (await t.gql(ADMINS, {}, t.superToken)).data.admins.find((a: { email: string }) => a.email === ADMIN_EMAIL);
      const restSuper = (await t.gql(ADMINS, {}, t.superToken)).data.admins.find(
        (a: { email: string }) => a.email === 'rest.super@example.com',
      );
      for (const id of [navaId, restSuper.id]) {
        expect((await t.gql(UPDATE, { id, input: { role: 'ADMIN' } }, t.superToken)).data.updateAdmin.roles).toEqual(['admin']);
      }
      const last = await t.gql(UPDATE, { id: boss.id, input: { role: 'ADMIN' } }, t.superToken);
      expect(firstError(last)).toMatchObject({ code: 'REFUSED', message: expect.stringMatching(/^آخرین مدیر ارشد/) });
      const rest = await legacy(t)
        .post(`/api/user/${boss.id}/update-user`)
        .send({ ...person(ADMIN_EMAIL, '09121110099', ''), role: 'admin' });
      expect(rest.status).toBe(400);
      expect(rest.body.error).toMatch(/^آخرین مدیر ارشد/);
      expect((await t.gql(ADMINS, {}, t.superToken)).data.admins.find((a: { id: number }) => a.id === boss.id).roles).toEqual([
        'superadmin',
      ]);
      expect((await t.gql(UPDATE, { id: navaId, input: { role: 'SUPERADMIN' } }, t.superToken)).data.updateAdmin.roles).toEqual([
        'superadmin',
      ]);

      // Two superadmins demoted at once: one keeps the role, whichever the database lets through first.
      const both = await Promise.all([navaId, boss.id].map((id) => t.gql(UPDATE, { id, input: { role: 'ADMIN' } }, t.superToken)));
      expect(both.map((res) => (res.data?.updateAdmin ? res.data.updateAdmin.roles.join() : firstError(res).code)).sort()).toEqual([
        'REFUSED',
        'admin',
      ]);
      const superadmins = (await t.gql(ADMINS, {}, sara.token)).data.admins.filter((a: { roles: string[] }) =>
        a.roles.includes('superadmin'),
      );
      expect(superadmins).toHaveLength(1);
      const kept = superadmins[0].id === boss.id ? t.superToken : await t.login('nava@example.com', 'nava-pass-123');
      const demoted = superadmins[0].id === boss.id ? navaId : boss.id;
      expect((await t.gql(UPDATE, { id: demoted, input: { role: 'SUPERADMIN' } }, kept)).data.updateAdmin.roles).toEqual(['superadmin']);
    });

    it('lets one superadmin lift another superadmin’s lockout', async () => {
      for (let i = 0; i < 5; i++) expect((await loginFrom('10.5.0.1', 'nava@example.com', 'wrong-password')).status).toBe(401);
      expect((await loginFrom('10.5.0.1', 'nava@example.com', 'nava-pass-123')).status).toBe(429);
      const sarasTry = await t.gql(UNLOCK, { id: navaId }, sara.token);
      expect(sarasTry.status).toBe(403);
      const navaToken = await t.login('nava@example.com', 'nava-pass-123');
      // The superadmin nava was made above lifts the bootstrap superadmin's lockout, and the bootstrap one lifts nava's.
      for (let i = 0; i < 5; i++) expect((await loginFrom('10.5.0.2', ADMIN_EMAIL, 'wrong-password')).status).toBe(401);
      expect((await loginFrom('10.5.0.2', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(429);
      const bossId = (await t.gql(ADMINS, {}, t.superToken)).data.admins.find((a: { email: string }) => a.email === ADMIN_EMAIL).id;
      expect((await t.gql(UNLOCK, { id: bossId }, navaToken)).errors).toBeUndefined();
      expect((await loginFrom('10.5.0.2', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
      expect((await t.gql(UNLOCK, { id: navaId }, t.superToken)).errors).toBeUndefined();
      expect((await loginFrom('10.5.0.1', 'nava@example.com', 'nava-pass-123')).status).toBe(200);
    });

    it('lifts a lockout with `npm run operation -- unlock-admin` on the database, and writes an activity entry naming no admin', async () => {
      for (let i = 0; i < 5; i++) expect((await loginFrom('10.6.0.1', 'sara.roles@example.com', 'wrong-password')).status).toBe(401);
      expect((await loginFrom('10.6.0.1', 'sara.roles@example.com', 'sara-pass-123')).status).toBe(429);
      // The command opens its own connection and never touches this server's counters (in memory here).
      expect(await ADMIN_COMMANDS['unlock-admin'](t.config, 'SARA.roles@example.com')).toMatch(/sara\.roles@example\.com/);
      expect((await loginFrom('10.6.0.1', 'sara.roles@example.com', 'sara-pass-123')).status).toBe(200);
      const entries = (await t.gql(LOG, { entityType: 'ADMIN' }, t.superToken)).data.activityLog.items;
      const entry = entries.find((e: { action: string; entityId: number }) => e.action === 'UNLOCK' && e.entityId === sara.id);
      expect(entry).toMatchObject({ adminId: null, label: 'مدیر آزمون' });
      expect(JSON.parse(entry.after)).toMatchObject({ operator: 'npm run operation -- unlock-admin' });
      await expect(ADMIN_COMMANDS['unlock-admin'](t.config, 'nobody@example.com')).rejects.toThrow(
        /no admin signs in as nobody@example.com/,
      );
    });

    it('signs the real admin in from a device that signed in before after 25 wrong passwords from 5 addresses; a new device stays refused', async () => {
      await t.gql(CREATE, { input: person('dana@example.com', '09121110007', 'dana-pass-123') }, t.superToken);
      const first = await t.http
        .post('/api/admin/login')
        .set('x-forwarded-for', '10.7.0.1')
        .send({ login: 'dana@example.com', password: 'dana-pass-123' });
      expect(first.status).toBe(200);
      const device = deviceOf(first);
      expect(device.attributes).toMatch(/HttpOnly/i);
      expect(device.attributes).toMatch(/SameSite=Strict/i);
      expect(device.attributes).not.toMatch(/Secure/i);

      const statuses: number[] = [];
      for (let address = 1; address <= 5; address++) {
        for (let i = 0; i < 5; i++) statuses.push((await loginFrom(`10.8.0.${address}`, 'dana@example.com', 'wrong-password')).status);
      }
      // 20 failures fill the account's ceiling; the last 5 are refused before their password is checked.
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);

      expect((await loginFrom('10.7.0.2', 'dana@example.com', 'dana-pass-123')).status).toBe(429);
      const forged = `${device.value.slice(0, -2)}xx`;
      const bossDevice = deviceOf(await loginFrom('10.7.0.3', ADMIN_EMAIL, ADMIN_PASSWORD)).value;
      for (const other of [forged, bossDevice, 'garbage']) {
        expect((await loginFrom('10.7.0.2', 'dana@example.com', 'dana-pass-123', other)).status).toBe(429);
      }

      // From another address, and from an attacker's address: the device counts apart from the account.
      const known = await loginFrom('10.7.0.2', 'dana@example.com', 'dana-pass-123', device.value);
      expect(known.status).toBe(200);
      expect(known.body.data.login.accessToken).toEqual(expect.any(String));
      const again = await t.http
        .post('/api/admin/login')
        .set('x-forwarded-for', '10.8.0.1')
        .set('cookie', `admin_device=${deviceOf(known).value}`)
        .send({ login: 'dana@example.com', password: 'dana-pass-123' });
      expect(again.status).toBe(200);

      // The device has a lockout of its own.
      const renewed = deviceOf(again).value;
      for (let i = 0; i < 5; i++) expect((await loginFrom('10.7.0.4', 'dana@example.com', 'wrong-password', renewed)).status).toBe(401);
      expect((await loginFrom('10.7.0.4', 'dana@example.com', 'dana-pass-123', renewed)).status).toBe(429);
    });
  });
});
