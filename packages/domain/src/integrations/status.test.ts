import { describe, expect, it } from 'vitest';
import { integrationState } from './status.ts';

describe('the state of an outside system', () => {
  it.each([
    { configured: false, ok: null, state: 'Ej konfigurerad' },
    { configured: false, ok: true, state: 'Ej konfigurerad' },
    { configured: true, ok: null, state: 'Ej kontrollerad' },
    { configured: true, ok: true, state: 'OK' },
    { configured: true, ok: false, state: 'Fel' },
  ] as const)('is $state when configured is $configured and ok is $ok', ({ configured, ok, state }) => {
    expect(integrationState({ configured, ok })).toBe(state);
  });
});
