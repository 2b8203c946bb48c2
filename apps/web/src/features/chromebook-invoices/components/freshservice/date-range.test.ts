import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeErrors } from './date-range.tsx';

describe('dateRangeErrors', () => {
  it.each([
    { from: '2026-03-01', to: '2026-03-31', start: null, end: null },
    { from: '2026-03-31', to: '2026-03-31', start: null, end: null },
    { from: null, to: '2026-03-31', start: 'Invalid start date', end: null },
    { from: 'inte ett datum', to: '2026-03-31', start: 'Invalid start date', end: null },
    { from: '2026-03-01', to: null, start: null, end: 'Invalid end date' },
    { from: '2026-03-02', to: '2026-03-01', start: null, end: 'Invalid end date' },
  ])('from $from to $to: start $start, end $end', ({ from, to, start, end }) => {
    const value = { from: from === null ? null : dayjs(from), to: to === null ? null : dayjs(to) };
    expect(dateRangeErrors(value)).toEqual({ start, end });
  });
});
