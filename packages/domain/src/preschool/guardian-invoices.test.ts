import { describe, expect, it } from 'vitest';
import { vismaStatusOf } from './guardian-invoices.ts';

describe('the Visma status of an invoice', () => {
  it.each([
    ['open', 'open'],
    ['paid', 'paid'],
    ['voided', 'voided'],
    [null, ''],
    ['', ''],
    ['something else', ''],
  ])('stored as %j answers %j', (stored, status) => {
    expect(vismaStatusOf(stored)).toBe(status);
  });
});
