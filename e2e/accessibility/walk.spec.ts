import { test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { AREAS, PHONE } from './walk.ts';

// Issue 17: zero axe-core violations on every screen and dialog, and a phone layout for each. Each area
// at each width is a test of its own, so they run side by side.

const WIDTHS = [
  { name: 'on a desktop', viewport: { width: 1366, height: 900 } },
  { name: 'on a 390 px phone, without sideways scrolling', viewport: PHONE },
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`every screen and dialog passes the accessibility rules ${name}`, () => {
    test.use({ viewport });
    for (const [area, walk] of AREAS) {
      test(area, async ({ page }) => {
        test.slow();
        await signInAs(page, 'admin@kansli.test');
        await walk(page);
      });
    }
  });
}
