import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pathOf, recordRequests } from '@/test/server.ts';
import { renderPersonCard } from '../persons-test-utils.tsx';

const ELSA = 10;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Redigera telefonnummer' }));
  return within(await screen.findByRole('dialog', { name: 'Redigera telefonnummer' }));
}

const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

describe('PhonesSection', () => {
  it('lists the numbers with the spec’s type names', async () => {
    renderPersonCard(ELSA);
    const list = within(await screen.findByRole('list', { name: 'Telefonnummer' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '070-111 22 33Mobil · admin',
      '08-123 456Hem · schoolsoft',
    ]);
  });

  it('shows a school system’s number read-only, with a tooltip saying where it is changed', async () => {
    renderPersonCard(ELSA);
    const dialog = await openDialog();
    const numbers = dialog.getAllByRole('textbox', { name: 'Nummer' }) as HTMLInputElement[];
    const schoolsoft = numbers.find((field) => field.value === '08-123 456');
    expect(schoolsoft?.readOnly).toBe(true);
    expect(numbers.find((field) => field.value === '070-111 22 33')?.readOnly).toBe(false);
    expect(dialog.queryByRole('button', { name: 'Ta bort 08-123 456' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Ta bort 070-111 22 33' })).toBeDefined();

    await userEvent.hover(schoolsoft as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ändras i schoolsoft');
  });

  it('forgets every change on Avbryt', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA);
    let dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort 070-111 22 33' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till telefonnummer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog();
    const numbers = dialog.getAllByRole('textbox', { name: 'Nummer' }) as HTMLInputElement[];
    expect(numbers.map((field) => field.value)).toEqual(['08-123 456', '070-111 22 33']);
    expect(posts(requests)).toEqual([]);
  });

  it('deletes, adds and saves the admin’s numbers on Spara, dropping empty ones', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA);
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort 070-111 22 33' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till telefonnummer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till telefonnummer' }));
    const added = within(dialog.getByRole('group', { name: 'Telefonnummer 1' }));
    await userEvent.type(added.getByRole('textbox', { name: 'Nummer' }), '08-555 55 55');
    await userEvent.click(added.getByRole('combobox', { name: 'Typ' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arbete' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Phone number deleted')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = posts(requests);
    expect(sent.map(pathOf)).toEqual(['/api/persons/deletePhoneNumber', '/api/persons/savePhoneNumber']);
    expect(await Promise.all(sent.map((request) => request.json()))).toEqual([
      { id: 1 },
      { phone_numbers: [{ person_id: 10, number: '08-555 55 55', type: 'work', system: 'admin' }] },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Phone number saved')).toBeDefined();
    const list = within(await screen.findByRole('list', { name: 'Telefonnummer' }));
    await waitFor(() =>
      expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '08-123 456Hem · schoolsoft',
        '08-555 55 55Arbete · admin',
      ]),
    );
  });

  it('refuses letters in a number', async () => {
    renderPersonCard(ELSA);
    const dialog = await openDialog();
    const own = within(dialog.getByRole('group', { name: 'Telefonnummer 1' }));
    await userEvent.type(own.getByRole('textbox', { name: 'Nummer' }), 'abc');
    expect(own.getByText('Endast siffror, mellanslag, plus, minus och parenteser')).toBeDefined();
    expect(dialog.getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(true);
  });
});
