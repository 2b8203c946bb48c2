import { describe, expect, it } from 'vitest';
import { builtInRoles } from './built-in-roles.ts';
import { segmentCatalogue } from './catalogue.ts';
import { ROLE_UNIT_KINDS, rightsBeyondUnit, roleFitsUnit, wrongUnitKindMessage } from './unit-roles.ts';

describe('roleFitsUnit', () => {
  it.each([
    ['Förskollärare', 100, true],
    ['Förskollärare', 200, false],
    ['Förskolechef', null, false],
    ['Lärare', 200, true],
    ['Elev', 300, true],
    ['Elev', 100, false],
    ['Vårdnadshavare', 300, false],
    ['Administratör', null, true],
    ['Administratör', 200, false],
    ['Supportpersonal', null, true],
    ['Supportpersonal', 200, true],
    ['Supportpersonal', 100, false],
    ['Ekonom', null, true],
    ['Kökspersonal', 100, true],
    ['Kökspersonal', null, true],
  ] as const)('%s at a unit of business %s: %s', (role, business, fits) => {
    expect(roleFitsUnit(role, business)).toBe(fits);
  });

  it('knows the kinds of every built-in role', () => {
    expect(Object.keys(ROLE_UNIT_KINDS).sort()).toEqual(builtInRoles.map((role) => role.name).sort());
  });

  it('says in Swedish where the role is not given', () => {
    expect(wrongUnitKindMessage('Elev', 100)).toBe(
      'Rollen Elev ges inte inom Förskola. Välj en enhet där rollen hör hemma.',
    );
    expect(wrongUnitKindMessage('Elev', null)).toBe(
      'Rollen Elev ges inte på organisationens egna enheter. Välj en enhet där rollen hör hemma.',
    );
  });
});

describe('rightsBeyondUnit', () => {
  const preschoolChief = [
    { segment: 'adminMenu', scope: 'global', flags: 4 },
    { segment: 'preschool', scope: 'location', flags: 3 },
  ] as const;

  it('names the global flags of a role given at a unit', () => {
    expect(rightsBeyondUnit(preschoolChief, false, segmentCatalogue)).toEqual([
      'Adminmeny: Förskoleadministration',
    ]);
  });

  it('names every flag of a role given at the organisation root', () => {
    expect(rightsBeyondUnit(preschoolChief, true, segmentCatalogue)).toEqual([
      'Adminmeny: Förskoleadministration',
      'Förskola: Åtkomst',
      'Förskola: Fakturering',
    ]);
  });

  it('names nothing for a role that grants nothing', () => {
    expect(rightsBeyondUnit([], true, segmentCatalogue)).toEqual([]);
  });
});
