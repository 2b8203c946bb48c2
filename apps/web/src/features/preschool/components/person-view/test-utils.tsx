import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type PreschoolScreen, PreschoolScreenContext } from '@/features/preschool/state/screen-context.ts';
import { solrosen } from '@/test/handlers/preschool.ts';
import { renderRoutes } from '@/test/render.tsx';

/** The screen around a view panel in a test: unit Solrosen, editing and billing allowed unless told. */
export function testScreen(overrides: Partial<PreschoolScreen> = {}): PreschoolScreen {
  return {
    unit: solrosen,
    canEdit: true,
    canBill: true,
    openPerson: vi.fn(),
    register: { kind: 'normal' },
    startRegister: vi.fn(),
    endRegister: vi.fn(),
    ...overrides,
  };
}

export function renderInScreen(view: ReactNode, screen = testScreen()) {
  const rendered = renderRoutes(
    [
      {
        path: '*',
        element: <PreschoolScreenContext.Provider value={screen}>{view}</PreschoolScreenContext.Provider>,
      },
    ],
    '/forskola',
  );
  return { ...rendered, screen };
}

/** Today is 10 November 2026 in Stockholm (only Date is faked: timers run as usual). */
export function todayIs(instant = '2026-11-10T10:00:00Z') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}
