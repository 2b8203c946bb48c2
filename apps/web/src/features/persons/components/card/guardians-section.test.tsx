import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pathOf, recordRequests } from '@/test/server.ts';
import { renderPersonCard } from '../persons-test-utils.tsx';

const ELSA = 10;
const SARA = 11;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Redigera vårdnadshavare' }));
  return within(await screen.findByRole('dialog', { name: 'Redigera vårdnadshavare' }));
}

describe('GuardiansSection', () => {
  it('lists a pupil’s guardians as links to their cards', async () => {
    renderPersonCard(ELSA);
    const link = await screen.findByRole('link', { name: 'Sara Berg' });
    expect(link.getAttribute('href')).toBe('/person/11');
    expect(screen.queryByRole('list', { name: 'Vårdnadshavare till' })).toBeNull();
  });

  it('shows a guardian’s pupils under Vårdnadshavare till', async () => {
    renderPersonCard(SARA);
    const pupils = within(await screen.findByRole('list', { name: 'Vårdnadshavare till' }));
    expect(pupils.getByRole('link', { name: 'Elsa Berg' }).getAttribute('href')).toBe('/person/10');
    expect(screen.getByText('Inga vårdnadshavare')).toBeDefined();
  });

  it('removes a guardian and adds one found by civic number, with the notices', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA);
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort Sara Berg' }));
    expect(await screen.findByText('Guardian removed successfully')).toBeDefined();
    await waitFor(() => expect(dialog.getByText('Inga vårdnadshavare')).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));

    const field = dialog.getByRole('textbox', { name: 'Sök vårdnadshavare på personnummer' });
    await userEvent.type(field, '19');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await userEvent.type(field, '82');
    await userEvent.click(await dialog.findByRole('button', { name: 'Lägg till Sara Berg' }));
    expect(await screen.findByText('Guardian added successfully')).toBeDefined();
    await waitFor(() =>
      expect(
        within(dialog.getByRole('list', { name: 'Nuvarande vårdnadshavare' })).getByText('Sara Berg'),
      ).toBeDefined(),
    );

    const calls = requests
      .map(pathOf)
      .filter((path) => path.includes('Guardian') && !path.includes('getGuardiansPupils'));
    expect(calls).toEqual([
      '/api/person/10/removeGuardian/11',
      '/api/persons/getGuardianFromPNR/1982',
      '/api/person/10/updateGuardian/11',
    ]);
  });
});
