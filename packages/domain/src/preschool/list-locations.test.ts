import { describe, expect, it } from 'vitest';
import { preselectedUnit } from './list-locations.ts';

describe('the unit shown first', () => {
  const units = [{ locationId: 101 }, { locationId: 102 }, { locationId: 103 }];

  it.each([
    [[102], 102, 'the first where the user has a role'],
    [[103, 102], 102, 'the first in the list among several with roles'],
    [[], 101, 'the first of all without a role at any'],
    [[999], 101, 'the first of all when the roles are elsewhere'],
  ])('with roles at %j is %i: %s', (roles, locationId) => {
    expect(preselectedUnit(units, new Set(roles))?.locationId).toBe(locationId);
  });

  it('is none when no unit may be opened', () => {
    expect(preselectedUnit([], new Set([101]))).toBeUndefined();
  });
});
