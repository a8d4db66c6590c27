import type { AddressInfo } from 'node:net';
import { collect, liveConnection, rawExchange, rawLiveSocket, type LiveConnection } from '../support/live-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const EVENTS = `subscription { orderEvents { kind orderId actorId order { id fullName status owner { id name } operator { id } } } }`;
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

  describe('live back office: subscriptions over graphql-ws on /graphql', () => {
    let t: TestApp;
    let url: string;
    let port: number;
    const open: LiveConnection[] = [];
    const connect = (token: string | null) => {
      const connection = liveConnection(url, token);
      open.push(connection);
      return connection;
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      await t.app.listen(0, '127.0.0.1');
      port = (t.app.getHttpServer().address() as AddressInfo).port;
      url = `http://127.0.0.1:${port}`;
      await t.gql(
        CREATE_ADMIN,
        { input: { name: 'سارا', family: 'کریمی', email: 'sara@example.com', phone: '09121112233', password: 'sara-pass-123' } },
        t.superToken,
      );
    });
    afterAll(async () => {
      await Promise.all(open.map((c) => c.client.dispose()));
      await t.close();
    });

    it('refuses a socket without a token, or with a bad one, with close code 4401', async () => {
      expect(await connect(null).closed).toBe(4401);
      expect(await connect('not-a-token').closed).toBe(4401);
      expect(await connect(t.superToken.slice(0, -2) + 'xx').closed).toBe(4401);
    });

    it("pushes a visitor's request, then its owner, to every admin's socket", async () => {
      const sara = await t.login('sara@example.com', 'sara-pass-123');
      const boss = connect(t.superToken);
      const other = connect(sara);
      const bossEvents = collect(boss.client, EVENTS);
      const saraEvents = collect(other.client, EVENTS);
      await Promise.all([boss.connected, other.connected]);
      // The subscribe message follows the acknowledgement; an order placed before it is registered would not be seen.
      await new Promise((resolve) => setTimeout(resolve, 100));

      const placed = await t.gql(PUBLIC_ORDER, { input: { fullName: 'مریم رضایی', phoneNumber: '09351234567' } });
      const id = placed.data.createOrder.id as number;
      for (const events of [bossEvents, saraEvents]) {
        expect((await events.next(1)).data).toEqual({
          orderEvents: {
            kind: 'CREATED',
            orderId: id,
            actorId: null,
            order: { id, fullName: 'مریم رضایی', status: 'PENDING', owner: null, operator: null },
          },
        });
      }

      const taken = await t.gql(`mutation { takeOrder(id: ${id}) { owner { name } } }`, {}, sara);
      expect(taken.data.takeOrder.owner.name).toBe('سارا');
      const assigned = (await bossEvents.next(2)).data!.orderEvents;
      expect(assigned).toMatchObject({ kind: 'ASSIGNED', orderId: id, order: { owner: { name: 'سارا' } } });
      expect((await saraEvents.next(2)).data!.orderEvents).toEqual(assigned);
    });

    it('closes an open socket with 4401 once its admin logs out everywhere', async () => {
      const token = await t.login('sara@example.com', 'sara-pass-123');
      const connection = connect(token);
      collect(connection.client, EVENTS);
      await connection.connected;
      const bystander = connect(t.superToken);
      await bystander.connected;
      expect((await t.gql('mutation { logoutAll }', {}, token)).data.logoutAll).toBe(true);
      // The close follows the logout's committed event, not a poll: well within the 5 s the issue allows.
      expect(await connection.closed).toBe(4401);
      // Another admin's socket stays open and subscribed.
      const events = collect(bystander.client, EVENTS);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.gql(PUBLIC_ORDER, { input: { fullName: 'علی', phoneNumber: '09351234568' } });
      expect((await events.next(1)).data!.orderEvents.kind).toBe('CREATED');
    });

    it("closes an admin's open socket with 4401 once a superadmin changes their password", async () => {
      const password = 'sara-pass-123';
      const token = await t.login('sara@example.com', password);
      const connection = connect(token);
      collect(connection.client, EVENTS);
      await connection.connected;
      const { data } = await t.gql('{ admins { id email } }', {}, t.superToken);
      const sara = data.admins.find((a: { email: string }) => a.email === 'sara@example.com');
      const changed = await t.gql(
        'mutation($id: Int!, $input: UpdateAdminInput!) { updateAdmin(id: $id, input: $input) { id } }',
        { id: sara.id, input: { password: 'sara-pass-456' } },
        t.superToken,
      );
      expect(changed.errors).toBeUndefined();
      expect(await connection.closed).toBe(4401);
    });

    it('refuses a subscription deeper, with more aliases or costlier than queries may be, with the same errors', async () => {
      const connection = connect(t.superToken);
      await connection.connected;
      const refusal = async (query: string) => {
        const sub = collect(connection.client, query);
        await sub.failed;
        return (sub.failure as { extensions: { code: string; status: number } }[])[0];
      };
      const aliases = `subscription { orderEvents { ${Array.from({ length: 16 }, (_, i) => `a${i}: kind`).join(' ')} } }`;
      expect(await refusal(aliases)).toMatchObject({ extensions: { code: 'TOO_MANY_ALIASES', status: 400 } });
      const spreads = (name: string, times: number) => Array.from({ length: times }, () => `...${name}`).join(' ');
      // Fragments within fragments, as deep as the HTTP limit refuses.
      const deep = `subscription { orderEvents { order { ...F5 } } }
      fragment F0 on Order { id }
      ${[1, 2, 3, 4, 5].map((n) => `fragment F${n} on Order { ...F${n - 1} }`).join('\n')}`;
      expect(await refusal(deep)).toMatchObject({ extensions: { code: 'QUERY_TOO_DEEP', status: 400 } });
      // A fragment spread a hundred times in a fragment spread a hundred times: few tokens, shallow, but 20,000 fields to resolve.
      const costly = `subscription { orderEvents { order { ${spreads('F2', 100)} } } }
      fragment F1 on Order { id fullName }
      fragment F2 on Order { ${spreads('F1', 100)} }`;
      expect(await refusal(costly)).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY', status: 400, maxCost: 10_000 } });
      expect(await refusal('subscription { orderEvents { nope } }')).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
      expect(await refusal('{ me { id } }')).toMatchObject({ extensions: { code: 'OPERATION_NOT_SUPPORTED' } });
      // The socket survives its refused operations.
      const events = collect(connection.client, EVENTS);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.gql(PUBLIC_ORDER, { input: { fullName: 'نگار', phoneNumber: '09351234569' } });
      expect((await events.next(1)).data!.orderEvents.kind).toBe('CREATED');
    });

    describe('every upgrade is answered, and the socket is bounded before and after it says who it is', () => {
      const WEBSOCKET =
        'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
      const H2C = 'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n';
      const get = (path: string, headers: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`;
      const adminToken = async (name: string, email: string, phone: string) => {
        await t.gql(CREATE_ADMIN, { input: { name, family: 'آزمون', email, phone, password: 'live-pass-123' } }, t.superToken);
        return t.login(email, 'live-pass-123');
      };
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      /** `count` connected sockets, opened 8 at a time: an address may hold only 16 before connection_init. */
      const connectMany = async (token: string, count: number) => {
        const sockets: LiveConnection[] = [];
        while (sockets.length < count) {
          const batch = Array.from({ length: Math.min(8, count - sockets.length) }, () => connect(token));
          await Promise.all(batch.map((c) => c.connected));
          sockets.push(...batch);
        }
        return sockets;
      };

      it('answers a WebSocket upgrade to any other address, or without the graphql-ws protocol, with an HTTP error and closes it', async () => {
        const answers = await Promise.all([
          rawExchange(port, get('/', WEBSOCKET)),
          rawExchange(port, get('/api/health/live', WEBSOCKET)),
          rawExchange(port, get('/graphql/x', WEBSOCKET + 'Sec-WebSocket-Protocol: graphql-transport-ws\r\n')),
          rawExchange(port, get('/graphql', WEBSOCKET)),
          rawExchange(port, get('/graphql', WEBSOCKET + 'Sec-WebSocket-Protocol: chat\r\n')),
        ]);
        for (const { response, closed } of answers) {
          expect(response).toMatch(/^HTTP\/1\.1 4\d\d /);
          expect(response).toMatch(/\r\nConnection: close\r\n/i);
          expect(closed).toBe(true);
        }
      });

      it('serves an h2c upgrade without a body as HTTP/1.1, and answers one with a body 400 and closes it', async () => {
        const [plain, withBody] = await Promise.all([
          rawExchange(port, get('/api/health/live', H2C)),
          rawExchange(
            port,
            `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n${H2C}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
          ),
        ]);
        expect(plain.response).toMatch(/^HTTP\/1\.1 200 /);
        expect(plain.response).toMatch(/\r\nConnection: close\r\n/i);
        expect(plain.closed).toBe(true);
        expect(withBody.response).toMatch(/^HTTP\/1\.1 400 /);
        expect(withBody.response).toMatch(/\r\nConnection: close\r\n/i);
        expect(withBody.closed).toBe(true);
      });

      it('closes a socket that sends a frame over 64 KiB with 1009, before it says who it is', async () => {
        const live = rawLiveSocket(url);
        expect(await live.opened).toBeNull();
        live.socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: 'x'.repeat(65 * 1024) } }));
        expect(await live.closed).toBe(1009);
      });

      it('holds at most 16 sockets per address until they say who they are (4408 after 5 s), however many of its admins are connected', async () => {
        const office = await connectMany(t.superToken, 20);
        const pending = Array.from({ length: 16 }, () => rawLiveSocket(url));
        expect(await Promise.all(pending.map((p) => p.opened))).toEqual(Array(16).fill(null));
        const refused = rawLiveSocket(url);
        expect(await refused.opened).toBe(429);
        pending[0].socket.close();
        await pending[0].closed;
        const next = rawLiveSocket(url);
        expect(await next.opened).toBeNull();
        // Whoever never sends connection_init is closed by the server.
        expect(await Promise.all([...pending.slice(1), next].map((p) => p.closed))).toEqual(Array(16).fill(4408));
        await Promise.all(office.map((c) => c.client.dispose()));
      }, 15_000);

      it("admits 30 sockets of one admin and closes the 31st with 1013, leaving the others' open", async () => {
        const token = await adminToken('رضا', 'reza@example.com', '09121112244');
        const tabs = await connectMany(token, 30);
        expect(await connect(token).closed).toBe(1013);
        const other = connect(t.superToken);
        await other.connected;
        await Promise.all(tabs.map((c) => c.client.dispose()));
        await later(100);
        const again = connect(token);
        await again.connected;
      });

      it('refuses an 11th subscription on one socket and a 51st of one admin with TOO_MANY_SUBSCRIPTIONS; the others still deliver', async () => {
        const token = await adminToken('نیما', 'nima@example.com', '09121112255');
        const sockets = await connectMany(token, 6);
        const first = Array.from({ length: 10 }, () => collect(sockets[0].client, EVENTS));
        const eleventh = collect(sockets[0].client, EVENTS);
        await eleventh.failed;
        expect((eleventh.failure as { extensions: unknown }[])[0]).toMatchObject({
          message: expect.stringMatching(/[آ-ی]/),
          extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', status: 400, maxSubscriptions: 10, per: 'SOCKET' },
        });
        for (const socket of sockets.slice(1, 5)) for (let i = 0; i < 10; i++) collect(socket.client, EVENTS);
        await later(200);
        const fiftyFirst = collect(sockets[5].client, EVENTS);
        await fiftyFirst.failed;
        expect((fiftyFirst.failure as { extensions: unknown }[])[0]).toMatchObject({
          extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', maxSubscriptions: 50, per: 'ADMIN' },
        });
        await t.gql(PUBLIC_ORDER, { input: { fullName: 'پریا', phoneNumber: '09351234570' } });
        const delivered = await Promise.all(first.map((events) => events.next(1)));
        expect(delivered.map((result) => result.data!.orderEvents.kind)).toEqual(Array(10).fill('CREATED'));
        expect(first.every((events) => events.failure === undefined)).toBe(true);
      });
    });
  });

  describe('live back office: a token that expires while its socket is open (issue 36)', () => {
    let t: TestApp;
    let url: string;
    const open: LiveConnection[] = [];
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { JWT_EXPIRES_IN: '4s' } });
      await t.app.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await Promise.all(open.map((c) => c.client.dispose()));
      await t.close();
    });

    it('closes with 4440 "token expired" (retried by graphql-ws, unlike 4401); the renewed token connects again, the expired one is refused with 4401', async () => {
      const refresh = 'mutation { refreshToken { accessToken } }';
      const token = (await t.gql(refresh, {}, t.superToken)).data.refreshToken.accessToken as string;
      const first = liveConnection(url, token);
      open.push(first);
      collect(first.client, `subscription { orderEvents { kind } }`);
      await first.connected;
      // Renewed while the admin works (a second later, so it outlives the first).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const renewed = (await t.gql(refresh, {}, token)).data.refreshToken.accessToken as string;
      expect(await first.closed).toBe(4440);

      const again = liveConnection(url, renewed);
      open.push(again);
      const events = collect(again.client, `subscription { orderEvents { kind } }`);
      await again.connected;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.gql('mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
        input: { fullName: 'ژاله', phoneNumber: '09351234580' },
      });
      expect((await events.next(1)).data!.orderEvents.kind).toBe('CREATED');

      const stale = liveConnection(url, token);
      open.push(stale);
      expect(await stale.closed).toBe(4401);
    });
  });
});
