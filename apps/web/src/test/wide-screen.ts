import { vi } from 'vitest';

/** Makes MUI's media queries match, as on a wide screen (jsdom has no matchMedia: everything is narrow). */
export function stubWideScreen() {
  const mediaQueryList = (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  vi.stubGlobal('matchMedia', mediaQueryList);
}
