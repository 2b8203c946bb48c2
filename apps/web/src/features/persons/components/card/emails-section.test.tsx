import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pathOf, recordRequests } from '@/test/server.ts';
import { renderPersonCard } from '../persons-test-utils.tsx';

const ELSA = 10;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Redigera e-post' }));
  return within(await screen.findByRole('dialog', { name: 'Redigera e-post' }));
}

const addressesInDialog = (dialog: ReturnType<typeof within>) =>
  (dialog.getAllByRole('textbox', { name: 'E-post' }) as HTMLInputElement[]).map((field) => field.value);

const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

describe('EmailsSection', () => {
  it('offers send-to-Flex for every address but a pupil’s, and sends the entry', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA);
    const flex = await screen.findByRole('button', { name: 'Skicka elsa@hemma.test till Flex' });
    expect(screen.getByText('elsa.berg@elev.skolan.test')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Skicka elsa.berg@elev.skolan.test till Flex' })).toBeNull();

    await userEvent.click(flex);
    expect(await screen.findByText('Email updated in flex')).toBeDefined();
    const [sent] = posts(requests);
    expect(sent && pathOf(sent)).toBe('/api/integration/person/10/flex');
    expect(await sent?.json()).toEqual({ type: 'private', email: 'elsa@hemma.test', system: 'admin' });
  });

  it('forgets every change on Avbryt', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA);
    let dialog = await openDialog();
    expect(addressesInDialog(dialog)).toEqual(['elsa.berg@elev.skolan.test', 'elsa@hemma.test']);

    const [, second] = dialog.getAllByRole('textbox', { name: 'E-post' });
    await userEvent.clear(second as HTMLElement);
    await userEvent.type(second as HTMLElement, 'ny@hemma.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort elsa.berg@elev.skolan.test' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till e-postadress' }));
    expect(addressesInDialog(dialog)).toEqual(['ny@hemma.test', '']);
    await userEvent.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog();
    expect(addressesInDialog(dialog)).toEqual(['elsa.berg@elev.skolan.test', 'elsa@hemma.test']);
    expect(posts(requests)).toEqual([]);
  });

  it('saves the whole list with Spara, dropping empty rows, and says so', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA);
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till e-postadress' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till e-postadress' }));
    const fields = dialog.getAllByRole('textbox', { name: 'E-post' });
    await userEvent.type(fields[2] as HTMLElement, 'elsa.jobb@skolan.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Emails saved')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = posts(requests);
    expect(sent && pathOf(sent)).toBe('/api/integration/person/10/emails');
    expect(await sent?.json()).toEqual([
      { type: 'student', email: 'elsa.berg@elev.skolan.test', system: 'google' },
      { type: 'private', email: 'elsa@hemma.test', system: 'admin' },
      { type: 'work', email: 'elsa.jobb@skolan.test', system: 'admin' },
    ]);
    // The card shows the saved list.
    expect(await screen.findByText('elsa.jobb@skolan.test')).toBeDefined();
  });

  it('refuses an address that is not one, without sending anything', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA);
    const dialog = await openDialog();
    const [, second] = dialog.getAllByRole('textbox', { name: 'E-post' });
    await userEvent.clear(second as HTMLElement);
    await userEvent.type(second as HTMLElement, 'inte en adress');
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));

    expect(dialog.getByText('Ange en giltig e-postadress')).toBeDefined();
    expect(posts(requests)).toEqual([]);
  });
});
