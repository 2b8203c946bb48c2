import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { apiError } from '@/test/server.ts';
import { axeTags, renderSchoolsPage } from './schools-test-utils.tsx';

const unitBox = () => screen.getByRole('combobox', { name: 'Enhet' });
const addressOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('SchoolsPage', () => {
  it('chooses the first unit by name, replacing the address, and opens the overview', async () => {
    const { router } = renderSchoolsPage('/school');

    expect(await screen.findByRole('heading', { name: 'Enheter', level: 1 })).toBeDefined();
    await screen.findByDisplayValue('Grundskolan Ekbacken');
    expect(addressOf(router)).toBe('/school?location=203&tab=0');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Översikt' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Översikt',
      'Synkronisering',
      'Rådata',
    ]);
    // Spec part 2, 2: the button is there but always off.
    expect(screen.queryByRole('button', { name: 'Publicera grupper' })).toBeNull();
    expect(screen.getByText('Publicera grupper').closest('button')?.hidden).toBe(true);
  });

  it('lists the units sorted by name, searches them, and says when none matches', async () => {
    const { router } = renderSchoolsPage('/school?location=202&tab=0');
    await screen.findByDisplayValue('Gymnasiet Norr');

    expect(unitBox().getAttribute('placeholder')).toBe('Sök');
    await userEvent.click(screen.getByRole('button', { name: 'Visa enheter' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Grundskolan Ekbacken',
      'Gymnasiet Centrum',
      'Gymnasiet Norr',
    ]);

    await userEvent.clear(unitBox());
    await userEvent.type(unitBox(), 'cent');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gymnasiet Centrum']);
    await userEvent.type(unitBox(), 'x');
    expect(await screen.findByText('Inga resultat hittades')).toBeDefined();

    await userEvent.clear(unitBox());
    await userEvent.type(unitBox(), 'Centrum{ArrowDown}{Enter}');
    expect(addressOf(router)).toBe('/school?location=201&tab=0');
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('schoolsoft: schoolsoft-enhet-201')).toBeDefined();
  });

  it('keeps what is typed in Enhet before the units have come, and chooses from it', async () => {
    const { held, release } = heldAnswer();
    const { router } = renderSchoolsPage('/school', {
      handlers: [
        http.get('/api/locations/list', async () => {
          await held;
          return undefined;
        }),
      ],
    });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Enhet' }), 'cent');
    release();
    await waitFor(() => expect(addressOf(router)).toBe('/school?location=203&tab=0'));

    expect(unitBox()).toHaveProperty('value', 'cent');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Gymnasiet Centrum']);
    await userEvent.click(options[0] as HTMLElement);
    expect(addressOf(router)).toBe('/school?location=201&tab=0');
    expect(unitBox()).toHaveProperty('value', 'Gymnasiet Centrum');
  });

  it('keeps the unit and the tab in the address, and opens them from it', async () => {
    const { router } = renderSchoolsPage('/school?location=201&tab=1');

    expect(await screen.findByDisplayValue('Gymnasiet Centrum')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Synkronisering' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Synkroniseringsjobb' })).toBeDefined();

    await userEvent.click(screen.getByRole('tab', { name: 'Rådata' }));
    expect(addressOf(router)).toBe('/school?location=201&tab=2');
    expect(await screen.findByRole('tablist', { name: 'Exporttyper' })).toBeDefined();

    await userEvent.click(screen.getByRole('tab', { name: 'Översikt' }));
    expect(addressOf(router)).toBe('/school?location=201&tab=0');
    expect(await screen.findByRole('heading', { name: 'Systemkopplingar' })).toBeDefined();

    await router.navigate(-1);
    expect(addressOf(router)).toBe('/school?location=201&tab=2');
    expect(await screen.findByRole('tablist', { name: 'Exporttyper' })).toBeDefined();
  });

  it('opens the first tab for a tab index the address gets wrong', async () => {
    renderSchoolsPage('/school?location=201&tab=7');

    expect(await screen.findByRole('heading', { name: 'Specialroller' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Översikt' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the error notice when the units fail to load, but not on a 401', async () => {
    renderSchoolsPage('/school', {
      handlers: [http.get('/api/locations/list', () => apiError(500, 'Databasen svarar inte'))],
    });
    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    expect(screen.getByText('Enheterna kunde inte hämtas.')).toBeDefined();
  });

  it('ignores a 401 on the unit list silently', async () => {
    renderSchoolsPage('/school', {
      handlers: [http.get('/api/locations/list', () => apiError(401, 'Ingen session'))],
    });
    expect(await screen.findByText('Enheterna kunde inte hämtas.')).toBeDefined();
    expect(screen.queryByText(/ERROR 401/)).toBeNull();
  });

  // jsdom matches no media query, so this is the phone layout.
  it('has no axe violations in the phone layout', async () => {
    const { container } = renderSchoolsPage('/school?location=201&tab=0');
    await screen.findByText('Karin Holm');
    await screen.findByText('schoolsoft: schoolsoft-enhet-201');

    const results = await axe.run(container, axeTags);
    expect(results.violations).toEqual([]);
  });
});
