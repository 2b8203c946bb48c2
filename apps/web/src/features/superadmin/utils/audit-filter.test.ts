import { describe, expect, it } from 'vitest';
import {
  auditQueryOf,
  EMPTY_AUDIT_FILTER,
  instantOfStockholmTime,
  isBackwards,
  parseAuditFilter,
  setAuditParams,
} from './audit-filter.ts';

describe('the Logg filter in the address', () => {
  it('reads ids, texts and Stockholm times, and drops what is none of them', () => {
    const params = new URLSearchParams(
      'actorId=5&ghostAsId=abc&personId=-2&entity=person&action=person.&from=2026-11-24T08:00&to=igår',
    );
    expect(parseAuditFilter(params)).toEqual({
      ...EMPTY_AUDIT_FILTER,
      actorId: 5,
      entity: 'person',
      action: 'person.',
      from: '2026-11-24T08:00',
    });
  });

  it('writes only the filters that hold a value, and reads them back the same', () => {
    const filter = { ...EMPTY_AUDIT_FILTER, personId: 7, action: 'edit', to: '2026-11-24T17:30' };
    const params = new URLSearchParams();
    setAuditParams(params, filter);
    expect(params.toString()).toBe('personId=7&action=edit&to=2026-11-24T17%3A30');
    expect(parseAuditFilter(params)).toEqual(filter);
  });

  it('turns Stockholm wall times into instants, in winter and in summer time', () => {
    expect(instantOfStockholmTime('2026-11-24T08:00')).toBe('2026-11-24T07:00:00.000Z');
    expect(instantOfStockholmTime('2026-07-01T08:00')).toBe('2026-07-01T06:00:00.000Z');
    // The night summer time begins: 03:30 comes an hour after 01:30.
    expect(instantOfStockholmTime('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfStockholmTime('igår')).toBeUndefined();
  });

  it('asks for the filters with a value, up to the end of the minute of to', () => {
    expect(
      auditQueryOf({
        ...EMPTY_AUDIT_FILTER,
        actorId: 3,
        entity: ' person ',
        from: '2026-11-24T08:00',
        to: '2026-11-24T09:00',
      }),
    ).toEqual({
      actorId: 3,
      entity: 'person',
      from: '2026-11-24T07:00:00.000Z',
      to: '2026-11-24T08:00:59.999Z',
    });
    expect(auditQueryOf(EMPTY_AUDIT_FILTER)).toEqual({});
  });

  it('knows a range the wrong way round', () => {
    const range = (from: string, to: string) => ({ ...EMPTY_AUDIT_FILTER, from, to });
    expect(isBackwards(range('2026-11-24T10:00', '2026-11-24T09:00'))).toBe(true);
    expect(isBackwards(range('2026-11-24T09:00', '2026-11-24T09:00'))).toBe(false);
    expect(isBackwards(range('2026-11-24T09:00', ''))).toBe(false);
  });
});
