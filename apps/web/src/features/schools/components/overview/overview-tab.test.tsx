import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/server.ts';
import { renderSchoolsPage } from '../schools-test-utils.tsx';

const card = (title: string) => screen.getByRole('region', { name: title });

describe('OverviewTab', () => {
  it('lists the unit’s system ids, with the segment after a plus when there is one', async () => {
    renderSchoolsPage('/school?location=201&tab=0');

    await screen.findByText('schoolsoft: schoolsoft-enhet-201');
    const links = within(card('Systemkopplingar')).getAllByRole('listitem');
    expect(links.map((link) => link.textContent)).toEqual([
      'schoolsoft: schoolsoft-enhet-201',
      'skola24: s24-201 + nordljus',
    ]);
  });

  it('says so when the unit has no system ids or no special roles', async () => {
    renderSchoolsPage('/school?location=202&tab=0');

    expect(await screen.findByText('Inga IDn i databasen')).toBeDefined();
    expect(await screen.findByText('Inga personer med specialroller finns på enheten')).toBeDefined();
  });

  it('groups the persons by role, with the role’s description in a tooltip when there is one', async () => {
    renderSchoolsPage('/school?location=201&tab=0');

    await screen.findByText('Karin Holm');
    const roles = within(card('Specialroller'));
    expect(roles.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Rektor',
      'Skyddsombud',
    ]);
    const rektor = within(roles.getByRole('region', { name: 'Rektor' }));
    expect(rektor.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Karin Holm',
      'Maria Lund',
    ]);
    // A blank description gets no icon.
    expect(roles.getAllByRole('button')).toHaveLength(1);

    await userEvent.hover(roles.getByRole('button', { name: 'Leder skolans arbete' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Leder skolans arbete');
  });

  it('shows skeletons while loading and a line of its own when a card fails', async () => {
    renderSchoolsPage('/school?location=201&tab=0', {
      handlers: [
        http.get('/api/location/:id/info', async () => {
          await delay(50);
          return apiError(500, 'Databasen svarar inte');
        }),
        http.get('/api/persons/specialRoles/:locationId', async () => {
          await delay(50);
          return HttpResponse.json([]);
        }),
      ],
    });

    expect(await screen.findByRole('status', { name: 'Hämtar systemkopplingar' })).toBeDefined();
    expect(screen.getByRole('status', { name: 'Hämtar specialroller' })).toBeDefined();
    expect(await screen.findByText('Systemkopplingarna kunde inte hämtas.')).toBeDefined();
    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
  });
});
