import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no transition or animation of a set length runs (a spinner's endless one may): axe
 * measures a menu fading in at its colours half-way, against what shows through it.
 */
async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== 'running' || end === Number.POSITIVE_INFINITY;
    }),
  );
}

/** The violations of the WCAG 2.1 A and AA rules of axe-core on the page once its transitions ended. */
export async function axeViolations(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No violation of the WCAG 2.1 A and AA rules of axe-core on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
