import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import {
  CLASS_SHEET,
  type CommunicationState,
  communicationHandlers,
  communicationState,
  EMPTY_SHEET,
} from '@/test/handlers/communication.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { CommunicationPage } from './communication-page.tsx';

const axeTags = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

function renderPage(
  authorization = demoAuthorizations.admin,
  state: CommunicationState = communicationState(),
) {
  server.use(authorizationHandlers.authorization(authorization), ...communicationHandlers(state));
  renderRoutes([{ path: '/communication', element: <CommunicationPage /> }], '/communication');
  return { state, user: userEvent.setup() };
}

async function loadSheet(user: ReturnType<typeof userEvent.setup>, link = CLASS_SHEET) {
  await user.type(await screen.findByLabelText('Spreadsheet länk'), link);
  await user.click(screen.getByRole('button', { name: 'Hämta' }));
}

describe('the SMS card', () => {
  it('loads a sheet’s numbers and says what was dropped', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'SMS-utskick' })).toBeDefined();
    await loadSheet(user);
    expect(await screen.findByText('3 nummer hämtade. 2 ogiltiga och 1 dubbletter togs bort.')).toBeDefined();
    expect(screen.getByLabelText('Spreadsheet länk')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Skicka' })).toHaveProperty('disabled', true);
  });

  it('counts the characters and estimates the cost by the spec’s rule, with the gateway’s count beside it', async () => {
    const { user } = renderPage();
    await loadSheet(user);
    const text = await screen.findByLabelText('Meddelande');
    await user.type(text, 'Hej');
    expect(screen.getByText('3 / 430')).toBeDefined();
    expect(screen.getByText('Beräknad kostnad: 1,08 kr (3 nummer × 1 del à 0,36 kr)')).toBeDefined();
    expect(screen.queryByText(/SMS-operatören räknar/)).toBeNull();

    await user.type(text, ' 👋');
    expect(screen.getByText('SMS-operatören räknar 1 del per nummer (UCS-2).')).toBeDefined();
    await user.clear(text);
    await user.click(text);
    await user.paste('a'.repeat(200));
    expect(screen.getByText('200 / 430')).toBeDefined();
    expect(screen.getByText('Beräknad kostnad: 2,16 kr (3 nummer × 2 delar à 0,36 kr)')).toBeDefined();
  });

  it('sends once, says so, and follows each number to its delivery', async () => {
    const { user, state } = renderPage();
    await loadSheet(user);
    await user.type(await screen.findByLabelText('Meddelande'), 'Föräldramöte tisdag 18.00');
    const sendButton = screen.getByRole('button', { name: 'Skicka' });
    await user.click(sendButton);
    const dialog = await screen.findByRole('dialog', { name: 'Skicka SMS' });
    expect((await axe.run(dialog, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Skicka' }));

    expect(await screen.findByText('SMSet har skickats till 3 nummer.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.sends).toHaveLength(1);
    expect(state.posted[0]).toMatchObject({ sheetUrl: CLASS_SHEET, message: 'Föräldramöte tisdag 18.00' });
    expect(sendButton).toHaveProperty('disabled', true);
    const delivery = screen.getByRole('region', { name: 'Leveransstatus' });
    await waitFor(() => expect(within(delivery).getByText('Levererat: 2')).toBeDefined(), { timeout: 5000 });
    expect(within(delivery).getByText('Misslyckades: 1')).toBeDefined();
    const failed = within(delivery).getByRole('row', { name: /\+46701740613/ });
    expect(failed.textContent).toContain('Misslyckades');
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Återställ' }));
    expect(screen.getByLabelText('Spreadsheet länk')).toHaveProperty('value', '');
    expect(screen.queryByRole('region', { name: 'Leveransstatus' })).toBeNull();
  });

  it('asks before sending, naming the numbers and the estimated cost, and Avbryt sends nothing', async () => {
    const { user, state } = renderPage();
    await loadSheet(user);
    await user.type(await screen.findByLabelText('Meddelande'), 'Hej');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    const dialog = await screen.findByRole('dialog', { name: 'Skicka SMS' });
    expect(within(dialog).getByText(/^Skicka SMS till 3 nummer, beräknad kostnad 1,08\skr\?$/)).toBeDefined();
    expect(state.posted).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.posted).toHaveLength(0);
    expect(screen.queryByText('SMSet har skickats till 3 nummer.')).toBeNull();
  });

  it('says so when the sheet has no numbers, and keeps Skicka off', async () => {
    const { user } = renderPage();
    await loadSheet(user, EMPTY_SHEET);
    expect(await screen.findByText('Kalkylarket har inga telefonnummer.')).toBeDefined();
    await user.type(screen.getByLabelText('Meddelande'), 'Hej');
    expect(screen.getByRole('button', { name: 'Skicka' })).toHaveProperty('disabled', true);
  });

  it('tells a link that is no spreadsheet before fetching', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Spreadsheet länk'), 'https://example.com/lista');
    expect(
      screen.getByText(
        'Länken går inte till ett kalkylark i Google Kalkylark. Kopiera länken från kalkylarkets adressfält och klistra in den här.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Hämta' })).toHaveProperty('disabled', true);
  });

  it('is not shown without the SMSSEND permission', async () => {
    renderPage(demoAuthorizations.larare);
    expect(await screen.findByText('Du har inte behörighet att skicka SMS.')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'SMS-utskick' })).toBeNull();
  });

  it('has no WCAG 2.1 A or AA violations with numbers loaded', async () => {
    const { user } = renderPage();
    await loadSheet(user);
    await screen.findByLabelText('Meddelande');
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
