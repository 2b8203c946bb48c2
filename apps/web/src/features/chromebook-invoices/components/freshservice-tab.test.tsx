import { defaultInvoiceRange } from '@kansli/domain/chromebooks/invoice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { chromebookInvoicesState } from '@/test/handlers/chromebook-invoices.ts';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { apiError, recordRequests, server } from '@/test/server.ts';
import { axeTags, renderInvoicesPage } from './chromebook-invoices-test-utils.tsx';

const FRESHSERVICE_TAB = '/device-invoice-list?tab=freshservice';
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const batchButtons = () =>
  Object.fromEntries(
    ['Registrera', 'Skapa kunder i visma', 'Skicka till Visma', 'Frisläpp datorer'].map((name) => [
      name,
      !button(name).disabled,
    ]),
  );
const row = (key: string) => screen.getByTestId(`case-${key}`);
const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Välj ${name}` }) as HTMLInputElement;
const pathsOf = (requests: Request[], prefix: string) =>
  requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.startsWith(prefix))
    .map((url) => `${url.pathname}${url.search}`);
const bodiesOf = async (requests: Request[], path: string) =>
  Promise.all(
    requests
      .filter((request) => new URL(request.url).pathname === path)
      .map(async (request) => (await request.clone().json()) as { extension?: { freshserviceId: string } }),
  );

/** Opens the Freshservice tab, ticks the units and fetches; resolves once the table is there. */
async function fetchUnits(units: string[], options: Parameters<typeof renderInvoicesPage>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderInvoicesPage(FRESHSERVICE_TAB, options);
  for (const unit of units) await user.click(await screen.findByRole('checkbox', { name: unit }));
  await user.click(button('Hämta'));
  await screen.findByRole('table', { name: 'Ärenden' });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Hämtar ärenden' })).toBeNull());
  return { ...rendered, user };
}

describe('the Freshservice tab', () => {
  it('fetches a unit’s cases for the last 30 days, Utköp on and Yttre åverkan off, and folds the units away', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderInvoicesPage('/device-invoice-list');
    await user.click(
      await screen.findByRole('tab', { name: 'Chromebook fakturaunderlag från Freshservice' }),
    );

    // The tab's code loads when it is first opened.
    expect(((await screen.findByRole('checkbox', { name: 'Utköp' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Yttre åverkan' }) as HTMLInputElement).checked).toBe(false);
    // Only units with a Freshservice department can be chosen.
    expect(await screen.findByRole('checkbox', { name: '4203 Grundskolan Ekbacken' })).toBeDefined();
    expect(screen.queryByRole('checkbox', { name: /Komvux Norr/ })).toBeNull();
    expect(button('Hämta').disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: '4203 Grundskolan Ekbacken' }));
    await user.click(button('Hämta'));

    await screen.findByRole('table', { name: 'Ärenden' });
    const { fromDate, toDate } = defaultInvoiceRange();
    expect(pathsOf(requests, '/api/invoices/chromebooks/freshservice')).toEqual([
      `/api/invoices/chromebooks/freshservice/4203?fromDate=${fromDate}&toDate=${toDate}&buy=1&careless=0`,
    ]);
    expect(within(row('701')).getByText('Adam Ek')).toBeDefined();
    expect(within(row('701')).getAllByTitle('Nej')).toHaveLength(4);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Enheter/ }).getAttribute('aria-expanded')).toBe('false'),
    );
    const pdf = screen.getByRole('link', { name: 'PDF Grundskolan Ekbacken' });
    expect(pdf.getAttribute('href')).toBe(
      `/api/invoices/chromebooks/freshservice/4203/pdf?fromDate=${fromDate}&toDate=${toDate}&buy=1&careless=0`,
    );
    expect(pdf.getAttribute('target')).toBe('_blank');
  });

  it('marks a case whose guardian lacks an e-mail and keeps it out of every batch', async () => {
    const { user } = await fetchUnits(['4203 Grundskolan Ekbacken']);

    expect(within(row('703')).getByText('Vårdnadshavare e-postadress saknas')).toBeDefined();
    expect(rowBox('Cim Ek').disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Välj alla' }));
    expect(rowBox('Adam Ek').checked).toBe(true);
    expect(rowBox('Bea Ek').checked).toBe(true);
    expect(rowBox('Cim Ek').checked).toBe(false);
    expect(batchButtons().Registrera).toBe(true);
  });

  it('enables each batch button only when every selected case is in the state it needs', async () => {
    const { user } = await fetchUnits(['4203 Grundskolan Ekbacken']);
    const none = {
      Registrera: false,
      'Skapa kunder i visma': false,
      'Skicka till Visma': false,
      'Frisläpp datorer': false,
    };
    expect(batchButtons()).toEqual(none);

    await user.click(rowBox('Adam Ek'));
    expect(batchButtons()).toEqual({ ...none, Registrera: true });
    await user.click(button('Registrera'));
    await waitFor(() => expect(within(row('701')).getByText('Registrera: klart')).toBeDefined());
    expect(batchButtons()).toEqual({ ...none, 'Skapa kunder i visma': true, 'Frisläpp datorer': true });

    // A registered and an unregistered case together: no step fits both.
    await user.click(rowBox('Bea Ek'));
    expect(batchButtons()).toEqual(none);
    await user.click(rowBox('Bea Ek'));

    await user.click(button('Skapa kunder i visma'));
    await waitFor(() => expect(within(row('701')).getByText('Skapa kunder i visma: klart')).toBeDefined());
    expect(batchButtons()).toEqual({ ...none, 'Skicka till Visma': true, 'Frisläpp datorer': true });

    await user.click(button('Skicka till Visma'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Skicka till Visma' })).getByRole('button', {
        name: 'Skicka',
      }),
    );
    await waitFor(() => expect(within(row('701')).getByText('Skicka till Visma: klart')).toBeDefined());
    expect(within(row('701')).getByText('Obetald')).toBeDefined();
    // The page's buttons are hidden from the queries until the dialog has faded out.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(batchButtons()).toEqual({ ...none, 'Frisläpp datorer': true });
  });

  it('asks before sending to Visma, naming how many invoices and their total, and Avbryt sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await fetchUnits(['4203 Grundskolan Ekbacken']);
    await user.click(rowBox('Adam Ek'));
    await user.click(rowBox('Bea Ek'));
    await user.click(button('Registrera'));
    await waitFor(() => expect(within(row('702')).getByText('Registrera: klart')).toBeDefined());
    await user.click(button('Skapa kunder i visma'));
    await waitFor(() => expect(within(row('702')).getByText('Skapa kunder i visma: klart')).toBeDefined());

    await user.click(button('Skicka till Visma'));
    const dialog = await screen.findByRole('dialog', { name: 'Skicka till Visma' });
    expect(within(dialog).getByText(/^Skicka 2 fakturor på totalt 2\s500\skr till Visma\?$/)).toBeDefined();
    expect((await axe.run(dialog, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pathsOf(requests, '/api/invoices/chromebooks/sendtovisma')).toEqual([]);
    expect(within(row('701')).queryByText('Skicka till Visma: klart')).toBeNull();
  });

  it('runs a batch row by row, shows a failed row’s reason and runs it again alone', async () => {
    const state = chromebookInvoicesState();
    state.failNext.set('register:702', 'Kansli kunde inte spara ärendet');
    const requests = recordRequests();
    const { user } = await fetchUnits(['4203 Grundskolan Ekbacken'], { state });

    await user.click(screen.getByRole('checkbox', { name: 'Välj alla' }));
    await user.click(button('Registrera'));

    await waitFor(() =>
      expect(
        within(row('702')).getByText('Registrera misslyckades: ERROR 502: Kansli kunde inte spara ärendet'),
      ).toBeDefined(),
    );
    expect(within(row('701')).getByText('Registrera: klart')).toBeDefined();
    // The failure is also the app's notice.
    expect(await screen.findByText('ERROR 502: Kansli kunde inte spara ärendet')).toBeDefined();
    const first = await bodiesOf(requests, '/api/invoices/chromebooks/freshservice/register');
    expect(first.map((body) => body.extension?.freshserviceId)).toEqual(['701', '702']);

    await user.click(screen.getByRole('button', { name: 'Försök igen: Bea Ek' }));
    await waitFor(() => expect(within(row('702')).getByText('Registrera: klart')).toBeDefined());
    const all = await bodiesOf(requests, '/api/invoices/chromebooks/freshservice/register');
    expect(all.map((body) => body.extension?.freshserviceId)).toEqual(['701', '702', '702']);
    expect(within(row('702')).getAllByTitle('Ja')).toHaveLength(1);
  });

  it('shows how far a batch has come and takes no second start while it runs', async () => {
    const requests = recordRequests();
    const { held, release } = heldAnswer();
    const { user } = await fetchUnits(['4203 Grundskolan Ekbacken'], {
      handlers: [
        http.post('/api/invoices/chromebooks/freshservice/register', async () => {
          await held;
          return undefined;
        }),
      ],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Välj alla' }));

    await user.dblClick(button('Registrera'));
    expect(await screen.findByText('Registrera: 0 av 2')).toBeDefined();
    expect(within(row('701')).getByText('Registrera: pågår')).toBeDefined();
    expect(button('Registrera').disabled).toBe(true);
    expect(rowBox('Adam Ek').disabled).toBe(true);
    release();
    await waitFor(() => expect(within(row('702')).getByText('Registrera: klart')).toBeDefined());
    expect(pathsOf(requests, '/api/invoices/chromebooks/freshservice/register')).toHaveLength(2);
  });

  it('asks before releasing the devices, and releases them once confirmed', async () => {
    const requests = recordRequests();
    const { user } = await fetchUnits(['4203 Grundskolan Ekbacken']);
    await user.click(rowBox('Adam Ek'));
    await user.click(button('Registrera'));
    await waitFor(() => expect(within(row('701')).getByText('Registrera: klart')).toBeDefined());

    await user.click(button('Frisläpp datorer'));
    const dialog = await screen.findByRole('dialog', { name: 'Frisläpp datorer' });
    expect(within(dialog).getByText(/Det går inte att ångra/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pathsOf(requests, '/api/invoices/chromebooks/deprovise')).toEqual([]);

    await user.click(button('Frisläpp datorer'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Frisläpp datorer' })).getByRole('button', {
        name: 'Frisläpp',
      }),
    );
    await waitFor(() => expect(within(row('701')).getByText('Frisläpp datorer: klart')).toBeDefined());
    const [body] = await Promise.all(
      requests
        .filter((request) => new URL(request.url).pathname === '/api/invoices/chromebooks/deprovise')
        .map((request) => request.clone().json()),
    );
    expect(body).toEqual({ name: 'Adam Ek', email: 'adam.ek@elev.test', serialNumber: 'SN-701' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Registrerad and Frisläppt are now checked.
    expect(within(row('701')).getAllByTitle('Ja')).toHaveLength(2);
    expect(batchButtons()['Frisläpp datorer']).toBe(false);
  });

  it('warns when all units are chosen and waits between their fetches', async () => {
    const requests = recordRequests();
    const started: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/invoices/chromebooks/freshservice/')) {
        started.push(performance.now());
      }
    });
    const user = userEvent.setup();
    renderInvoicesPage(FRESHSERVICE_TAB, { betweenUnitsMs: 200 });
    await user.click(await screen.findByRole('checkbox', { name: 'Alla enheter' }));

    expect(screen.getByText('OBS! Alla enheter valda')).toBeDefined();
    await user.click(button('Hämta'));
    // Several units: a bar with a count, not the single unit's buffer bar.
    expect(await screen.findByText('1 av 2 enheter hämtade')).toBeDefined();
    await waitFor(() => expect(within(row('801')).getByText('Dana Al')).toBeDefined());
    expect(within(row('701')).getByText('Adam Ek')).toBeDefined();
    const units = pathsOf(requests, '/api/invoices/chromebooks/freshservice/').map(
      (path) => path.split('?')[0],
    );
    expect(units).toEqual([
      '/api/invoices/chromebooks/freshservice/4203',
      '/api/invoices/chromebooks/freshservice/4201',
    ]);
    const [first = 0, second = 0] = started;
    expect(second - first).toBeGreaterThanOrEqual(190);
  });

  it('shows the app’s notice when a unit’s cases cannot be fetched', async () => {
    const user = userEvent.setup();
    renderInvoicesPage(FRESHSERVICE_TAB, {
      handlers: [
        http.get('/api/invoices/chromebooks/freshservice/:costCenter', () =>
          apiError(502, 'Freshservice svarar inte'),
        ),
      ],
    });
    await user.click(await screen.findByRole('checkbox', { name: '4203 Grundskolan Ekbacken' }));
    await user.click(button('Hämta'));

    expect(await screen.findByText('ERROR 502: Freshservice svarar inte')).toBeDefined();
    expect(await screen.findByText('Inga ärenden hittades')).toBeDefined();
    expect(button('Hämta').disabled).toBe(false);
  });

  it('creates a spreadsheet of the fetched cases and then links to it', async () => {
    const { user } = await fetchUnits(['4203 Grundskolan Ekbacken']);
    await user.click(button('Skapa kalkylark'));
    const link = await screen.findByRole('link', { name: 'Öppna kalkylark' });
    expect(link.getAttribute('href')).toBe('https://docs.example.test/spreadsheets/d/cb-1');
  });

  it('has no accessibility violations with cases fetched and one failed', async () => {
    const state = chromebookInvoicesState();
    state.failNext.set('register:702', 'Kansli kunde inte spara ärendet');
    const { user } = await fetchUnits(['4203 Grundskolan Ekbacken'], { state });
    await user.click(screen.getByRole('checkbox', { name: 'Välj alla' }));
    await user.click(button('Registrera'));
    await screen.findByRole('button', { name: 'Försök igen: Bea Ek' });
    await user.click(screen.getByRole('button', { name: /Enheter/ }));
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
