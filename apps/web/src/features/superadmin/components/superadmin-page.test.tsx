import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { axeTags, renderSuperadminPage } from './superadmin-test-utils.tsx';

const addressOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('SuperadminPage', () => {
  it('shows the tabs Översikt, Behörigheter, Databas, Logg, Integrationer and Organisation, Översikt first', async () => {
    renderSuperadminPage();

    expect(await screen.findByRole('heading', { name: 'Superadmin', level: 1 })).toBeDefined();
    // Logg shows once the permissions are read.
    await screen.findByRole('tab', { name: 'Logg' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Översikt',
      'Behörigheter',
      'Databas',
      'Logg',
      'Integrationer',
      'Organisation',
    ]);
    expect(screen.getByRole('tab', { name: 'Översikt' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the tab and the sub-tab in the address', async () => {
    const { router } = renderSuperadminPage('/superadmin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'Behörigheter' }));
    expect(addressOf(router)).toBe('/superadmin?tab=1&view=0');
    expect(screen.getByRole('tab', { name: 'Roller' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Behörighetsinställningar' }));
    expect(addressOf(router)).toBe('/superadmin?tab=1&view=1');
    expect(await screen.findByRole('button', { name: 'Lägg till segment' })).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'Databas' }));
    expect(addressOf(router)).toBe('/superadmin?tab=2&view=1');
    expect(await screen.findByRole('list', { name: 'Tabeller' })).toBeDefined();

    await router.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Lägg till segment' })).toBeDefined();
  });

  it('has no WCAG 2.1 A or AA violations on the Behörigheter tab', async () => {
    renderSuperadminPage('/superadmin?tab=1&view=0');
    await screen.findByRole('list', { name: 'Roller' });
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
