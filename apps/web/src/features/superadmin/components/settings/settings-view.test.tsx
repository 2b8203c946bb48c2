import { segmentKeyTakenMessage } from '@kansli/domain/superadmin/authorization-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/server.ts';
import { axeTags, renderSuperadminPage, SETTINGS_VIEW } from '../superadmin-test-utils.tsx';
import { DELETE_QUESTION } from './texts.ts';

async function chooseSegment(name: RegExp) {
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Segment' });
  await user.click(within(list).getByRole('button', { name }));
  return user;
}

const card = (name: string) => screen.getByRole('region', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('Behörighetsinställningar', () => {
  it("shows the chosen segment's scope, name, key and flags with their description and key", async () => {
    renderSuperadminPage(SETTINGS_VIEW);
    await chooseSegment(/Bibliotek/);
    const bibliotek = card('Bibliotek');
    expect(within(bibliotek).getByText('Global')).toBeDefined();
    expect(within(bibliotek).getByText('library')).toBeDefined();
    const flags = within(bibliotek).getByRole('list', { name: 'Behörigheter i Bibliotek' });
    expect(within(flags).getByText('Låna ut')).toBeDefined();
    expect(within(flags).getByText('Registrera lån')).toBeDefined();
    expect(within(flags).getByText('LEND')).toBeDefined();
    expect(within(bibliotek).getByRole('button', { name: 'Lägg till behörighet' })).toBeDefined();
    expect(within(bibliotek).getByRole('button', { name: 'Redigera' })).toBeDefined();

    await chooseSegment(/Tomt/);
    expect(within(card('Tomt')).getByText('Inga behörigheter')).toBeDefined();
    await chooseSegment(/Support/);
    expect(within(card('Support')).getByText('Skola')).toBeDefined();
  });

  it('creates a segment: Skapa waits for a name and a valid key, and the new segment is chosen', async () => {
    const { state } = renderSuperadminPage(SETTINGS_VIEW);
    const requests = recordRequests();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lägg till segment' }));
    const form = dialog('Lägg till segment');
    const create = within(form).getByRole('button', { name: 'Skapa' });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Ta bort' })).toBeNull();

    await user.type(within(form).getByRole('textbox', { name: 'Namn' }), 'Matsal');
    expect(create.hasAttribute('disabled')).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: 'KEY' }), '1x');
    expect(create.hasAttribute('disabled')).toBe(true);
    await user.clear(within(form).getByRole('textbox', { name: 'KEY' }));
    await user.type(within(form).getByRole('textbox', { name: 'KEY' }), 'canteen');
    await user.type(within(form).getByRole('textbox', { name: 'Beskrivning' }), 'Skolmaten');
    await user.click(within(form).getByRole('radio', { name: 'Skola' }));
    expect(create.hasAttribute('disabled')).toBe(false);
    await user.click(create);

    expect(await screen.findByText('Segmentet är skapat')).toBeDefined();
    const save = requests.find((request) => request.url.endsWith('/api/authorization/segments/save'));
    expect(await save?.json()).toEqual({
      name: 'Matsal',
      description: 'Skolmaten',
      key: 'canteen',
      scope: 'location',
    });
    expect(state.segments.map((segment) => segment.key)).toContain('canteen');
    expect(await screen.findByRole('region', { name: 'Matsal' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a taken key (409) in the dialog and keeps it open', async () => {
    renderSuperadminPage(SETTINGS_VIEW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lägg till segment' }));
    const form = dialog('Lägg till segment');
    await user.type(within(form).getByRole('textbox', { name: 'Namn' }), 'Bibliotek 2');
    await user.type(within(form).getByRole('textbox', { name: 'KEY' }), 'library');
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    expect(await within(form).findByText(segmentKeyTakenMessage('library'))).toBeDefined();
    expect(dialog('Lägg till segment')).toBeDefined();
  });

  it('creates a flag in the chosen segment once it has a name and a key', async () => {
    const { state } = renderSuperadminPage(SETTINGS_VIEW);
    const user = await chooseSegment(/Bibliotek/);
    await user.click(within(card('Bibliotek')).getByRole('button', { name: 'Lägg till behörighet' }));
    const form = dialog('Lägg till behörighet i Bibliotek');
    const create = within(form).getByRole('button', { name: 'Skapa' });
    await user.type(within(form).getByRole('textbox', { name: 'KEY' }), 'RETURN');
    expect(create.hasAttribute('disabled')).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: 'Namn' }), 'Ta emot');
    await user.type(within(form).getByRole('textbox', { name: 'Beskrivning' }), 'Registrera återlämning');
    await user.click(create);

    expect(await screen.findByText('Behörigheten är skapad')).toBeDefined();
    expect(state.segments.find((segment) => segment.id === 20)?.flags.map((flag) => flag.vars)).toEqual([
      'LEND',
      'RETURN',
    ]);
    expect(await within(card('Bibliotek')).findByText('Registrera återlämning')).toBeDefined();
  });

  it('asks before a flag is deleted, saying how many roles hold it, and deletes it on Ta bort', async () => {
    const { state } = renderSuperadminPage(SETTINGS_VIEW);
    const user = await chooseSegment(/Bibliotek/);
    await user.click(within(card('Bibliotek')).getByRole('button', { name: 'Ta bort Låna ut' }));
    const confirm = dialog('Ta bort Låna ut');
    expect(within(confirm).getByText(DELETE_QUESTION)).toBeDefined();
    expect(
      await within(confirm).findByText(
        /2 roller har behörigheten\. Det som kräver den slutar fungera för dem\./,
      ),
    ).toBeDefined();

    await user.click(within(confirm).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.segments.find((segment) => segment.id === 20)?.flags).toHaveLength(1);

    await user.click(within(card('Bibliotek')).getByRole('button', { name: 'Ta bort Låna ut' }));
    await user.click(within(dialog('Ta bort Låna ut')).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Behörigheten är borttagen')).toBeDefined();
    expect(await within(card('Bibliotek')).findByText('Inga behörigheter')).toBeDefined();
  });

  it("protects Kansli's own segment and flags: no delete, no key or scope change", async () => {
    renderSuperadminPage(SETTINGS_VIEW);
    const user = await chooseSegment(/Support/);
    const support = card('Support');
    for (const name of ['Ta bort Skugga', 'Ta bort Redigera roller']) {
      expect(within(support).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }

    await user.click(within(support).getByRole('button', { name: 'Redigera' }));
    const form = dialog('Redigera Support');
    expect(within(form).getByRole('textbox', { name: 'KEY' }).hasAttribute('disabled')).toBe(true);
    expect((within(form).getByRole('radio', { name: 'Skola' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).getByRole('button', { name: 'Ta bort' }).hasAttribute('disabled')).toBe(true);
    expect(within(form).getByRole('textbox', { name: 'Namn' }).hasAttribute('disabled')).toBe(false);
    expect(within(form).getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(false);
  });

  it('edits a segment with Spara, and deletes one after the confirmation', async () => {
    const { state } = renderSuperadminPage(SETTINGS_VIEW);
    const user = await chooseSegment(/Bibliotek/);
    await user.click(within(card('Bibliotek')).getByRole('button', { name: 'Redigera' }));
    const form = dialog('Redigera Bibliotek');
    await user.clear(within(form).getByRole('textbox', { name: 'Namn' }));
    await user.type(within(form).getByRole('textbox', { name: 'Namn' }), 'Skolbibliotek');
    await user.click(within(form).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('region', { name: 'Skolbibliotek' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(within(card('Skolbibliotek')).getByRole('button', { name: 'Redigera' }));
    await user.click(within(dialog('Redigera Skolbibliotek')).getByRole('button', { name: 'Ta bort' }));
    const confirm = dialog('Ta bort Skolbibliotek');
    expect(within(confirm).getByText(DELETE_QUESTION)).toBeDefined();
    expect(
      within(confirm).getByText('Tar bort segmentet, dess behörigheter och alla tilldelningar.'),
    ).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Segmentet är borttaget')).toBeDefined();
    expect(state.segments.map((segment) => segment.id)).toEqual([10, 30]);
    expect(await screen.findByRole('region', { name: 'Support' })).toBeDefined();
  });

  it('has no WCAG 2.1 A or AA violations with the card and a dialog open', async () => {
    renderSuperadminPage(SETTINGS_VIEW);
    const user = await chooseSegment(/Bibliotek/);
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(within(card('Bibliotek')).getByRole('button', { name: 'Redigera' }));
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
