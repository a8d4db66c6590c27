import { Clock } from 'src/common/clock.js';
import { UNDO_WINDOW_MS } from '@site-builder/rules';
import { TrashPurger } from 'src/domain/trash/trash-purger.js';
import type { TestApp } from './test-app.js';

/**
 * Empties the bin as the purger does once the undo window has passed: deletes are soft, so a
 * record (and its image) is gone for good only then. The app's clock is moved past the window for
 * the sweep alone. Returns how many records were purged.
 */
export async function purgeAfterUndoWindow(t: TestApp): Promise<number> {
  const clock = t.app.get(Clock);
  const pinned = clock.now;
  const later = clock.now().getTime() + UNDO_WINDOW_MS + 1_000;
  clock.now = () => new Date(later);
  try {
    return await t.app.get(TrashPurger).purge();
  } finally {
    clock.now = pinned;
  }
}
