import { describe, expect, it } from 'vitest';
import { formatSyncTime } from './format.ts';

describe('formatSyncTime', () => {
  it.each([
    ['2026-01-15T12:05:00.000Z', '2026-01-15 13:05'],
    ['2026-07-01T22:30:00.000Z', '2026-07-02 00:30'],
    ['2026-03-29T00:59:00.000Z', '2026-03-29 01:59'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29 03:00'],
  ])('writes %s as %s in Stockholm', (instant, text) => {
    expect(formatSyncTime(instant)).toBe(text);
  });

  it('writes a missing or unreadable time as a dash', () => {
    expect(formatSyncTime(null)).toBe('-');
    expect(formatSyncTime('inte en tid')).toBe('-');
  });
});
