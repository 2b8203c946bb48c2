import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearNotices } from '../lib/notice-store.ts';

// jsdom has no canvas: the starry sky draws nothing in tests instead of warning on every render.
HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => {
  cleanup();
  clearNotices();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
