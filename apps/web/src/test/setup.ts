import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearNotices } from '../lib/notice-store.ts';

// jsdom has no canvas: the starry sky draws nothing in tests instead of warning on every render.
HTMLCanvasElement.prototype.getContext = () => null;

// Pages load lazily; on a busy machine the first import of a page takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearNotices();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
