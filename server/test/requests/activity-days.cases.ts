import { TestClock } from '../support/test-clock.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const LOG = `query Log($from: String, $to: String) { activityLog(from: $from, to: $to, perPage: 100) { total items { label createdAt } } }`;
  const CREATE_CUSTOMER = 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }';

  /**
   * Staff pick Jalali days, which are Tehran's (docs/ARCHITECTURE.md, conventions 14). The server here
   * runs on UTC, as in most containers: a write at 01:44 in Tehran is on the previous day in UTC and
   * must still be found under Tehran's day.
   */
  describe("activity log days are Tehran's on a server in UTC", () => {
    let t: TestApp;

    beforeAll(async () => {
      // The run's zone (jest.config.js): a server on Tehran's time would hide the bug this file is about.
      expect(new Date('2026-11-25T22:14:00Z').getTimezoneOffset()).toBe(0);
      // 5 Azar 1405, 01:44 in Tehran.
      t = await startTestApp({ seedDemo: false, clock: new TestClock(new Date('2026-11-25T22:14:00Z')) });
      const created = await t.gql(
        CREATE_CUSTOMER,
        { input: { name: 'نیمه', family: 'شب', email: 'midnight@example.com', phone: '09121112299' } },
        t.superToken,
      );
      expect(created.errors).toBeUndefined();
    });
    afterAll(() => t?.close());

    const total = async (from: string, to: string) => {
      const res = await t.gql(LOG, { from, to }, t.superToken);
      expect(res.errors).toBeUndefined();
      return (res.data.activityLog as { total: number }).total;
    };

    it('finds a write made after midnight in Tehran under that day, not under the UTC day before', async () => {
      expect(new Date().getTimezoneOffset()).toBe(0);
      expect(await total('2026-11-26', '2026-11-26')).toBe(1);
      expect(await total('2026-11-25', '2026-11-25')).toBe(0);
      expect(await total('2026-11-20', '2026-11-25')).toBe(0);
      expect(await total('2026-11-26', '2026-11-30')).toBe(1);
    });
  });
});
