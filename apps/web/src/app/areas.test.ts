import { assertType, describe, expect, it } from 'vitest';
import { type Area, areaAt, areas, routePathsOf } from './areas.tsx';

describe('areas', () => {
  it('routes each area at its path and the paths below it, each guarded by its permission', () => {
    const guardOfRoute = Object.fromEntries(
      areas.flatMap((area) => routePathsOf(area).map((path) => [path, area.guard ?? null])),
    );

    expect(guardOfRoute).toEqual({
      dashboard: null,
      person: { segment: 'adminMenu', flag: 'PERSONS' },
      'person/:id': { segment: 'adminMenu', flag: 'PERSONS' },
      groups: { segment: 'adminMenu', flag: 'GROUPS' },
      'groups/:id': { segment: 'adminMenu', flag: 'GROUPS' },
      studybuddy: { segment: 'studybuddy', flag: 'ACCESS' },
      'billing/preschool': { segment: 'preschool', flag: 'ACCESS' },
      'billing/preschool/:subroute': { segment: 'preschool', flag: 'ACCESS' },
      school: { segment: 'adminMenu', flag: 'LOCATIONS' },
      devices: { segment: 'adminMenu', flag: 'CHROMEBOOKS' },
      'devices/:id': { segment: 'adminMenu', flag: 'CHROMEBOOKS' },
      'device-invoice-list': { segment: 'adminMenu', flag: 'CBBILLING' },
      communication: null,
      synchronizations: { segment: 'adminMenu', flag: 'SYNCS' },
      superadmin: { segment: 'adminMenu', flag: 'SUPERADMIN' },
    });
  });

  it('gives no two areas the same path', () => {
    const paths = areas.map((area) => area.path);

    expect(new Set(paths).size).toBe(paths.length);
  });

  it('takes only flags of the catalogue, so a misspelt key fails the type check', () => {
    // @ts-expect-error PERSON is no adminMenu flag
    assertType<Area['menuFlags']>(['PERSON']);
    // @ts-expect-error ACCESS is a flag of preschool, not of adminMenu
    assertType<Area['guard']>({ segment: 'adminMenu', flag: 'ACCESS' });
    // @ts-expect-error there is no segment 'persons'
    assertType<Area['guard']>({ segment: 'persons', flag: 'ACCESS' });
  });
});

describe('areaAt', () => {
  it.each([
    ['/', undefined],
    ['/billing/preschool/overview', 'Förskoleadministration'],
    ['/person', 'Personer'],
    ['/person/5', 'Personer'],
    ['/superadmin', 'Superadmin'],
    ['/personer', undefined],
    ['/nowhere', undefined],
  ])('finds the area %s opens: %s', (pathname, label) => {
    expect(areaAt(pathname)?.label).toBe(label);
  });
});
