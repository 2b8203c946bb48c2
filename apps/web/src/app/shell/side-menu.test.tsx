import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Authorization } from '@/lib/api/get-authorization.ts';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { MenuLinks } from './side-menu.tsx';

function renderMenu(authorization: Authorization | undefined, path: string) {
  renderRoutes([{ path: '*', element: <MenuLinks authorization={authorization} /> }], path);
  return within(screen.getByRole('navigation', { name: 'Huvudmeny' }));
}

describe('MenuLinks', () => {
  it.each([
    {
      user: 'forskollarare',
      authorization: demoAuthorizations.forskollarare,
      links: [
        ['Dashboard', '/dashboard'],
        ['Studybuddy', '/studybuddy'],
        ['Förskoleadministration', '/billing/preschool'],
      ],
    },
    {
      user: 'support',
      authorization: demoAuthorizations.support,
      links: [
        ['Dashboard', '/dashboard'],
        ['Personer', '/person'],
        ['Studybuddy', '/studybuddy'],
      ],
    },
    {
      user: 'larare',
      authorization: demoAuthorizations.larare,
      links: [
        ['Dashboard', '/dashboard'],
        ['Studybuddy', '/studybuddy'],
      ],
    },
  ])('renders the entries $user may see as links to their paths', ({ authorization, links }) => {
    const menu = renderMenu(authorization, '/dashboard');

    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      links,
    );
  });

  it('renders all eleven entries for the administrator', () => {
    const menu = renderMenu(demoAuthorizations.admin, '/dashboard');

    expect(menu.getAllByRole('link')).toHaveLength(11);
  });

  it('highlights the entry of the current area, also on a page below it', () => {
    const menu = renderMenu(demoAuthorizations.admin, '/person/42');

    const selected = menu.getAllByRole('link').filter((link) => link.classList.contains('Mui-selected'));
    expect(selected.map((link) => link.textContent)).toEqual(['Personer']);
    expect(menu.getByRole('link', { name: 'Personer' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });
});
