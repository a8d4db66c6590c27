import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe on the page, or on the parts named, once the screen has settled. axe reads the colours as
 * they are at that instant: a dialog still fading in has its text half-way to the background, and
 * was reported as 3.4:1 where the settled dialog is 5.5:1. The tests ask for reduced motion
 * (playwright.config.ts), so a transition takes a millisecond; this waits for any that still runs
 * (a looping spinner excepted), whichever browser and machine.
 */
export async function axe(page: Page, ...include: string[]): Promise<AxeResults> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  return builder.analyze();
}

/** Resolves when no finite animation or transition of the page is running. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}
