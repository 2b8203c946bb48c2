import { AUDIT_ACTION_CHOICES } from '@kansli/domain/audit/audit-actions';
import { describe, expect, it } from 'vitest';
import {
  actionChoiceOf,
  auditQueryOf,
  EMPTY_AUDIT_FILTER,
  instantOfStockholmTime,
  isBackwards,
  parseAuditFilter,
  setAuditParams,
} from './audit-filter.ts';

describe('the Logg filter in the address', () => {
  it('reads ids, known choices and Stockholm times, and drops what is none of them', () => {
    const params = new URLSearchParams(
      'actorId=5&ghostAsId=abc&personId=-2&entity=person&action=person.phone.save&from=2026-11-24T08:00&to=igår',
    );
    expect(parseAuditFilter(params)).toEqual({
      ...EMPTY_AUDIT_FILTER,
      actorId: 5,
      entity: 'person',
      action: 'person.phone.save',
      from: '2026-11-24T08:00',
    });
    // An entity or action the log does not offer, such as a code's beginning, is no filter.
    expect(parseAuditFilter(new URLSearchParams('entity=pers&action=person.'))).toEqual(EMPTY_AUDIT_FILTER);
  });

  it('writes only the filters that hold a value, and reads them back the same', () => {
    const filter = { ...EMPTY_AUDIT_FILTER, personId: 7, action: 'edit', to: '2026-11-24T17:30' };
    const params = new URLSearchParams();
    setAuditParams(params, filter);
    expect(params.toString()).toBe('personId=7&action=edit&to=2026-11-24T17%3A30');
    expect(parseAuditFilter(params)).toEqual(filter);
  });

  it('asks for every action a chosen text names', () => {
    const created = actionChoiceOf('import.person.create');
    expect(created?.text).toBe('Skapades vid import');
    expect(auditQueryOf({ ...EMPTY_AUDIT_FILTER, action: 'import.person.create' })).toEqual({
      actions: 'import.person.create,import.group.create,import.chromedevice.create',
    });
    // Each text is one choice.
    const texts = AUDIT_ACTION_CHOICES.map((choice) => choice.text);
    expect(new Set(texts).size).toBe(texts.length);
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
        entity: 'person',
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
