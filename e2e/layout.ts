import { expect, type Page } from '@playwright/test';

/** The widest elements reaching past the window's right edge; none when the page fits the window. */
function sidewaysCulprits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const past = (element: Element | null) =>
      (element?.getBoundingClientRect().right ?? 0) > window.innerWidth + 0.5;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => past(element) && !past(element.parentElement))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return culprits.length > 0 ? culprits : [`page ${document.documentElement.scrollWidth} px wide`];
  });
}

/**
 * Nothing on the page is wider than the window, so it never scrolls sideways. Polled: after a new
 * viewport the layout follows once the media queries have answered. `soft` goes on after a failure.
 */
export async function expectNoSidewaysScroll(page: Page, { soft = false } = {}) {
  await expect
    .configure({ soft })
    .poll(() => sidewaysCulprits(page))
    .toEqual([]);
}
