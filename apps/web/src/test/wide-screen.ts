import { vi } from 'vitest';

/** Stubs `matchMedia` (jsdom has none: every query fails) so that a query matches when `matches` says so. */
export function stubMediaQueries(matches: (media: string) => boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: matches(media),
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Makes MUI's media queries match, as on a wide screen (jsdom has no matchMedia: everything is narrow). */
export function stubWideScreen() {
  stubMediaQueries(() => true);
}

/** A phone of 390 pixels: only MUI's queries for screens narrower than `sm` (600 px) match. */
export function stubPhoneScreen() {
  stubMediaQueries((media) => /max-width:\s*599\.95px/.test(media));
}
