import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearNotices } from '../lib/notice-store.ts';
import { server } from './server.ts';

// jsdom has no canvas: the starry sky draws nothing in tests instead of warning on every render.
HTMLCanvasElement.prototype.getContext = () => null;

// Pages load lazily; on a busy machine the first import of a page takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

// A call no handler answers fails the test's request (and logs it) rather than leaving for the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  clearNotices();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
