import type { AddressInfo } from 'node:net';
import { collect, liveConnection, type LiveConnection } from './support/live-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  const EVENTS = `subscription { orderEvents { kind orderId actorId order { id fullName status owner { id name } operator { id } } } }`;
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

  describe('live back office: subscriptions over graphql-ws on /graphql', () => {
    let t: TestApp;
    let url: string;
    const open: LiveConnection[] = [];
    const connect = (token: string | null) => {
      const connection = liveConnection(url, token);
      open.push(connection);
      return connection;
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      await t.app.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
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
  });
});
