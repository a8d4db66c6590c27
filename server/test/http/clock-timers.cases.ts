import { DataSource } from 'typeorm';
import { UNDO_WINDOW_MS } from '@site-builder/rules';
import { Category } from 'src/domain/categories/category.entity.js';
import { PURGE_INTERVAL_MS } from 'src/domain/trash/trash-purger.js';
import { TestClock } from '../support/test-clock.js';
import { gqlUpload, PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /** The app's timers, all on the injected clock (see the first test). */
  const SCHEDULES = 8;

  const CREATE_CATEGORY =
    'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id imageUrl } }';

  describe('the trash purger on the app clock', () => {
    const clock = new TestClock();
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, clock });
    });
    afterAll(() => t.close());

    const stillStored = async (id: number) =>
      (await t.app.get(DataSource).getRepository(Category).findOne({ where: { id }, withDeleted: true })) !== null;

    it('empties the bin when the clock passes the undo window and reaches the next sweep, never on the machine time', async () => {
      const created = await gqlUpload(
        t,
        CREATE_CATEGORY,
        { input: { title: 'سطل' } },
        { image: { content: PNG_BYTES, filename: 'a.png' } },
      );
      const { id, imageUrl } = created.data.createCategory as { id: number; imageUrl: string };
      expect((await t.gql('mutation($id: Int!) { deleteCategory(id: $id) { id } }', { id }, t.superToken)).errors).toBeUndefined();
      // The schedules are on this clock alone and the time stands still: the purger's sweep, the
      // webhook worker's poll, the plan-expiry scan, the delivery pruner, the first-call sweep, the
      // event log's numbering sweep and its pruner, and the notifications' pruner, one timer each
      // (the notifications' worker runs only with a channel configured).
      expect(clock.pending).toBe(SCHEDULES);

      await clock.advance(UNDO_WINDOW_MS);
      expect(await stillStored(id)).toBe(true);
      expect((await t.http.get(imageUrl)).status).toBe(200);

      await clock.advance(PURGE_INTERVAL_MS);
      expect(await stillStored(id)).toBe(false);
      expect((await t.http.get(imageUrl)).status).toBe(404);
    });

    it('cancels its schedule when the server stops', async () => {
      const own = new TestClock();
      const other = await startTestApp({ seedDemo: false, clock: own });
      expect(own.pending).toBe(SCHEDULES);
      await other.close();
      expect(own.pending).toBe(0);
    });
  });
});
