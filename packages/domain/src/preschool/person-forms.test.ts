import { describe, expect, it } from 'vitest';
import {
  COST_MESSAGE,
  DATE_MESSAGE,
  ZCarePeriodInput,
  ZChildData,
  ZGuardianData,
  ZGuardianShares,
  ZPreschoolCivicNumber,
} from './person-forms.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the child form', () => {
  it.each(['230310-1234', '230310-TF12', '20230310'])('accepts the civic number %s', (value) => {
    expect(ZPreschoolCivicNumber.safeParse(value).success).toBe(true);
  });

  it.each(['2303101234', '230310-12', '20230310-1234', '230310-tf12'])(
    'rejects %s as yymmdd-nnnn',
    (value) => {
      expect(firstMessage(ZPreschoolCivicNumber.safeParse(value))).toBe('Använd formatet yymmdd-nnnn');
    },
  );

  it('reads a cost in kronor with spaces and a decimal point as öre', () => {
    const period = ZCarePeriodInput.parse({ start: '2026-03-10', cost: '1 234.5' });
    expect(period.cost).toBe(123_450);
    expect(ZCarePeriodInput.parse({ start: '2026-03-10', cost: '' }).cost).toBeNull();
  });

  it.each(['12,5', '-3', 'abc'])('rejects the cost %s', (cost) => {
    expect(firstMessage(ZCarePeriodInput.safeParse({ start: '2026-03-10', cost }))).toBe(COST_MESSAGE);
  });

  it('requires a valid start and takes an empty end as none', () => {
    expect(firstMessage(ZCarePeriodInput.safeParse({ start: '2026-02-30' }))).toBe(DATE_MESSAGE);
    expect(ZCarePeriodInput.parse({ start: '2024-02-29', end: '' }).end).toBeNull();
  });

  it('is active unless told otherwise', () => {
    expect(
      ZChildData.parse({ given_name: 'Ella', family_name: 'Ek', civic_number: '230310-1234' }).active,
    ).toBe(true);
  });
});

describe('the guardian form', () => {
  const valid = {
    given_name: 'Anna',
    family_name: 'Ek',
    email: 'anna@hemma.test',
    phone: '+46 (0)70-123 45 67',
    street_address: 'Storgatan 1',
    postal_code: '114 55',
    city: 'Stockholm',
  };

  it('accepts a complete guardian without a note', () => {
    expect(ZGuardianData.parse(valid).note).toBe('');
  });

  it.each([
    ['email', 'anna', 'Ange en giltig e-postadress'],
    ['phone', '070-abc', 'Endast siffror, mellanslag, +, - och parenteser'],
    ['postal_code', '114-55', 'Endast siffror och mellanslag'],
    ['city', ' ', 'Obligatoriskt'],
  ])('rejects %s %j', (field, value, message) => {
    expect(firstMessage(ZGuardianData.safeParse({ ...valid, [field]: value }))).toBe(message);
  });
});

describe('the guardian shares', () => {
  it('take exactly two guardians whose shares make 100', () => {
    expect(
      ZGuardianShares.safeParse([
        { id: 1, percent: 30 },
        { id: 2, percent: 70 },
      ]).success,
    ).toBe(true);
    expect(
      firstMessage(
        ZGuardianShares.safeParse([
          { id: 1, percent: 30 },
          { id: 2, percent: 60 },
        ]),
      ),
    ).toBe('Andelarna måste tillsammans bli 100 %');
  });

  it('say that sharing among another number of guardians is not supported', () => {
    const three = [1, 2, 3].map((id) => ({ id, percent: 33 }));
    expect(firstMessage(ZGuardianShares.safeParse(three))).toBe(
      'Delad vårdnad mellan 3 vårdnadshavare stöds inte',
    );
  });
});
