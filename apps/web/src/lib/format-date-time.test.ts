import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date-time.ts';

describe('formatDate', () => {
  it.each([
    ['2025-08-18', '2025-08-18'],
    ['2026-01-09T23:30:00.000Z', '2026-01-10'],
    ['2026-07-01T21:59:00.000Z', '2026-07-01'],
    [null, '-'],
    ['', '-'],
    ['not a date', '-'],
  ])('shows %s as %s', (text, shown) => {
    expect(formatDate(text)).toBe(shown);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-01-10T08:05:00.000Z', '2026-01-10 09:05'],
    ['2026-07-01T08:05:00.000Z', '2026-07-01 10:05'],
    [null, '-'],
  ])('shows %s as %s in Stockholm time', (text, shown) => {
    expect(formatDateTime(text)).toBe(shown);
  });
});
