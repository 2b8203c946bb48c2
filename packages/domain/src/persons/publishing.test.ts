import { describe, expect, it } from 'vitest';
import { emailLocalPart, proposedEmail, staffOrgUnitPath } from './publishing.ts';

describe('the proposed organisation e-mail address', () => {
  it.each([
    ['Åsa', 'Öberg', 'asa.oberg'],
    ['Märta', 'Ström', 'marta.strom'],
    ['René', 'Lindén', 'rene.linden'],
    ['Anna-Karin', 'von Essen', 'anna-karin.von-essen'],
    ['  Olle ', "O'Brien", 'olle.obrien'],
  ])('folds %s %s to %s', (given, family, local) => {
    expect(emailLocalPart(given, family)).toBe(local);
  });

  it('numbers the later proposals from 2', () => {
    expect(proposedEmail('asa.oberg', 'kansli.test', 1)).toBe('asa.oberg@kansli.test');
    expect(proposedEmail('asa.oberg', 'kansli.test', 2)).toBe('asa.oberg2@kansli.test');
  });
});

describe("a staff account's org unit", () => {
  it('is the root and the unit name', () => {
    expect(staffOrgUnitPath('/Personal', 'Förskolan Solrosen')).toBe('/Personal/Förskolan Solrosen');
    expect(staffOrgUnitPath('/Personal/', 'A/B')).toBe('/Personal/A-B');
    expect(staffOrgUnitPath('', 'Nordljus Stab')).toBe('/Nordljus Stab');
    expect(staffOrgUnitPath('/Personal', '')).toBe('/Personal');
  });
});
