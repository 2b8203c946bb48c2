import { describe, expect, it } from 'vitest';
import { authorizationWith, demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { areas } from '../areas.tsx';
import { isMenuEntrySelected, visibleMenuEntries } from './menu-entries.ts';

const labelsFor = (authorization: Parameters<typeof visibleMenuEntries>[0]) =>
  visibleMenuEntries(authorization).map((entry) => entry.label);

describe('visibleMenuEntries', () => {
  it.each([
    {
      user: 'admin',
      authorization: demoAuthorizations.admin,
      labels: [
        'Dashboard',
        'Personer',
        'Grupper',
        'Studybuddy',
        'Förskoleadministration',
        'Enheter',
        'Chromedatorer',
        'CB Fakturering',
        'Kommunikation',
        'Synkronisering',
        'Superadmin',
      ],
    },
    {
      user: 'forskolechef',
      authorization: demoAuthorizations.forskolechef,
      labels: ['Dashboard', 'Studybuddy', 'Förskoleadministration'],
    },
    {
      user: 'support',
      authorization: demoAuthorizations.support,
      labels: ['Dashboard', 'Personer', 'Studybuddy'],
    },
    { user: 'larare', authorization: demoAuthorizations.larare, labels: ['Dashboard', 'Studybuddy'] },
    {
      user: 'a holder of flags of other segments only',
      authorization: authorizationWith([{ segment: 'preschool', flags: ['ACCESS'], locations: [101] }]),
      labels: ['Dashboard', 'Studybuddy'],
    },
    {
      user: 'one whose authorization failed to load',
      authorization: undefined,
      labels: ['Dashboard', 'Studybuddy'],
    },
  ])('shows $user exactly the entries the adminMenu flags allow', ({ authorization, labels }) => {
    expect(labelsFor(authorization)).toEqual(labels);
  });
});

describe('isMenuEntrySelected', () => {
  const persons = areas.find((area) => area.path === '/person');
  if (!persons) throw new Error('no Personer entry');

  it.each([
    ['/person', true],
    ['/person/42', true],
    ['/personal', false],
    ['/dashboard', false],
  ])('selects Personer on %s: %s', (pathname, selected) => {
    expect(isMenuEntrySelected(persons, pathname)).toBe(selected);
  });
});
