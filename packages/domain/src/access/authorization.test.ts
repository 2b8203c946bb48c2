import { describe, expect, it } from 'vitest';
import { holdsAnyFlag, holdsFlag, holdsFlagAt, type TAuthorizationResponse } from './authorization.ts';

const authorization: TAuthorizationResponse = {
  authorization: [
    { auth_segment: 'adminMenu', auth_flags: 4 },
    { auth_segment: 'preschool', auth_flags: 3 },
  ],
  authData: {
    adminMenu: { segment: 'adminMenu', flags: { PERSONS: 1, GROUPS: 2, PRESCHOOL: 4 } },
    preschool: { segment: 'preschool', flags: { ACCESS: 1, BILLING: 2, READ_ALL_PERSONS: 4 } },
  },
  locationAuthorizations: [
    { location_id: 101, auth_segment: 'preschool', auth_flags: 3 },
    { location_id: 101, auth_segment: 'adminMenu', auth_flags: 4 },
  ],
};

describe('authorization checks', () => {
  it.each([
    ['adminMenu', 'PRESCHOOL', true],
    ['adminMenu', 'PERSONS', false],
    ['preschool', 'BILLING', true],
    ['preschool', 'READ_ALL_PERSONS', false],
    ['auth', 'PERMISSION_ADMIN', false],
  ] as const)('global: %s %s is %s', (segment, flag, held) => {
    expect(holdsFlag(authorization, segment, flag)).toBe(held);
  });

  it('takes only flags of the catalogue, so a misspelt key fails the type check', () => {
    // @ts-expect-error NO_SUCH_FLAG is no flag of preschool
    expect(holdsFlag(authorization, 'preschool', 'NO_SUCH_FLAG')).toBe(false);
    // @ts-expect-error ACCESS belongs to preschool, not to adminMenu
    expect(holdsFlagAt(authorization, 'adminMenu', 'ACCESS', null)).toBe(false);
  });

  it.each([
    ['preschool', 'BILLING', 101, true],
    ['preschool', 'BILLING', 102, false],
    ['preschool', 'BILLING', null, true],
    ['preschool', 'READ_ALL_PERSONS', 100, false],
    ['adminMenu', 'PRESCHOOL', null, true],
  ] as const)('at a location: %s %s at %s is %s', (segment, flag, location, held) => {
    expect(holdsFlagAt(authorization, segment, flag, location)).toBe(held);
  });

  it('holds any of several flags when it holds one', () => {
    expect(holdsAnyFlag(authorization, 'adminMenu', ['PERSONS', 'PRESCHOOL'])).toBe(true);
    expect(holdsAnyFlag(authorization, 'adminMenu', ['PERSONS', 'GROUPS'])).toBe(false);
  });
});
