import { describe, expect, it } from 'vitest';
import { ZGuardianData } from './guardian-form.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

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
    ['family_name', 'E'.repeat(101), 'Högst 100 tecken'],
    ['note', 'x'.repeat(2001), 'Högst 2000 tecken'],
  ])('rejects %s %j', (field, value, message) => {
    expect(firstMessage(ZGuardianData.safeParse({ ...valid, [field]: value }))).toBe(message);
  });
});
