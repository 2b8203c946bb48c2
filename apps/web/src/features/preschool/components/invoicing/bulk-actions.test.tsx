import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { apiError, pathOf, recordRequests, server } from '@/test/server.ts';
import { renderInScreen, todayIs } from '../person-view/test-utils.tsx';
import { InvoicePanel } from './invoice-panel.tsx';
import { anna, fakeInvoicing, guardian, johan, lars, sara } from './invoicing-test-utils.ts';

const base = '/api/preschool/:costCenter/invoice';

beforeEach(() => todayIs());
afterEach(() => vi.useRealTimers());

async function renderPanel(guardians: InvoiceGuardian[]) {
  server.use(...fakeInvoicing(guardians).handlers);
  const rendered = renderInScreen(<InvoicePanel />);
  await screen.findByRole('cell', { name: guardians[0]?.given_name });
  return rendered;
}

const outcomes = (report: HTMLElement) =>
  within(report)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const rowOf = (givenName: string) =>
  screen.getByRole('cell', { name: givenName }).closest('tr') as HTMLElement;

describe('bulk actions', () => {
  it('creates the invoices of the customers without one, counting n av m, and retries a failure alone', async () => {
    const user = userEvent.setup();
    await renderPanel([sara, johan, anna, lars]);
    const requests = recordRequests();
    let annaAnswers = 0;
    let releaseAnna: () => void = () => undefined;
    const annaWaits = new Promise<void>((resolve) => {
      releaseAnna = resolve;
    });
    server.use(
      http.post(base, async ({ request }) => {
        const body = (await request.clone().json()) as { personId: number };
        if (body.personId !== anna.id) return undefined;
        annaAnswers++;
        if (annaAnswers === 1) {
          await annaWaits;
          return apiError(502, 'Databasen svarar inte');
        }
        return HttpResponse.json({ invoiceId: 777 });
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Skapa fakturor' }));
    const report = await screen.findByRole('region', { name: 'Skapa fakturor' });
    // Johan is done while Anna's answer is on its way; a second start is not possible meanwhile.
    expect(await within(report).findByText('1 av 2')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Skapa fakturor: 1 av 2' })).toBeDefined();
    for (const name of ['Synka kundnummer från Visma', 'Skapa fakturor', 'Ladda upp fakturor till Visma']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    releaseAnna();
    expect(await within(report).findByText('2 av 2')).toBeDefined();
    expect(outcomes(report)).toEqual([
      'Anna EkMisslyckades: Databasen svarar inteFörsök igen',
      'Sara BergHoppades över: Saknar kund i Visma',
      'Lars LindHoppades över: Har redan en faktura',
      'Johan BergKlar: Fakturan skapad',
    ]);
    expect(within(report).getByText('1 skapade, 2 hoppades över, 1 fel')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Skapa fakturor' }).hasAttribute('disabled')).toBe(false);
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map(pathOf)).toEqual([
      '/api/preschool/4101/invoice?period=2026-11',
      '/api/preschool/4101/invoice?period=2026-11',
    ]);
    const annaKey = posts[1]?.headers.get('Idempotency-Key');

    requests.length = 0;
    await user.click(within(report).getByRole('button', { name: 'Försök igen för Anna Ek' }));
    await waitFor(() => expect(outcomes(report)).toContain('Anna EkKlar: Fakturan skapad'));
    expect(within(report).getByText('2 skapade, 2 hoppades över, 0 fel')).toBeDefined();
    const retried = requests.filter((request) => request.method === 'POST');
    expect(retried).toHaveLength(1);
    const [retry] = retried as [Request];
    expect(((await retry.clone().json()) as { personId: number }).personId).toBe(anna.id);
    // The same action again: the key of the lost attempt, so the server cannot create twice.
    expect(retry.headers.get('Idempotency-Key')).toBe(annaKey);
  });

  it('uploads the month, polls for the numbers and stops with the error on a failed poll', async () => {
    const user = userEvent.setup();
    const invoiced = { visma_id: 'c', has_invoice: true };
    const bo = guardian(12, 'Bo', 'B', { ...invoiced, invoice_id: 60 });
    const cai = guardian(13, 'Cai', 'C', { ...invoiced, invoice_id: 61 });
    await renderPanel([bo, cai, guardian(14, 'Dan', 'D')]);
    const requests = recordRequests();
    let caiUploaded = false;
    server.use(
      http.get(`${base}/poll/:invoiceId`, ({ params }) => {
        if (params.invoiceId === '60') return HttpResponse.json({ vismaInvoiceId: '20060' });
        return caiUploaded
          ? HttpResponse.json({ vismaInvoiceId: '20061' })
          : apiError(502, 'Visma vägrade fakturan');
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Ladda upp fakturor till Visma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ladda upp fakturor till Visma' });
    // Bo and Cai have invoices of 1 688 kr each; Dan has none to send.
    expect(within(dialog).getByText(/^Skicka 2 fakturor på totalt 3\s376\skr till Visma\?$/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Ladda upp' }));
    const report = await screen.findByRole('region', { name: 'Ladda upp fakturor till Visma' });
    const setReady = requests.find((request) => request.method === 'POST') as Request;
    expect(pathOf(setReady)).toBe('/api/preschool/4101/invoice/set-ready');
    expect(await setReady.clone().json()).toEqual({ invoice_id: 'all', period: '2026-11', location_id: 101 });

    expect(await screen.findByText('ERROR 502: Visma vägrade fakturan', {}, { timeout: 4000 })).toBeDefined();
    await waitFor(() =>
      expect(outcomes(report)).toEqual([
        'Cai CMisslyckades: Visma vägrade fakturanFörsök igen',
        'Dan DHoppades över: Saknar faktura',
        'Bo BKlar: Fakturanummer 20060',
      ]),
    );
    expect(within(report).getByText(/Uppdateringen från Visma stoppades/)).toBeDefined();
    expect(within(report).getByText('1 uppladdade, 1 hoppades över, 1 fel')).toBeDefined();
    expect(within(rowOf('Bo')).getByRole('img', { name: 'Uppladdad till Visma' })).toBeDefined();
    // Stopped: no poll in the next ticks.
    const polls = () => requests.filter((request) => pathOf(request).includes('/poll/')).length;
    const pollsAtStop = polls();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls()).toBe(pollsAtStop);

    caiUploaded = true;
    requests.length = 0;
    await user.click(within(report).getByRole('button', { name: 'Försök igen för Cai C' }));
    expect(await within(report).findByText('Klar: Fakturanummer 20061', {}, { timeout: 4000 })).toBeDefined();
    const again = requests.find((request) => request.method === 'POST') as Request;
    expect(await again.clone().json()).toEqual({ invoice_id: 61, period: '2026-11', location_id: 101 });
    expect(requests.filter((request) => pathOf(request).includes('/poll/')).map(pathOf)).toContain(
      '/api/preschool/4101/invoice/poll/61',
    );
  }, 15_000);

  it('sends nothing to Visma when the upload is not confirmed', async () => {
    const user = userEvent.setup();
    await renderPanel([guardian(12, 'Bo', 'B', { visma_id: 'c', has_invoice: true, invoice_id: 60 })]);
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Ladda upp fakturor till Visma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ladda upp fakturor till Visma' });
    expect(within(dialog).getByText(/^Skicka 1 faktura på totalt 1\s688\skr till Visma\?$/)).toBeDefined();
    const results = await axe.run(dialog, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Ladda upp fakturor till Visma' })).toBeNull();
  });

  it('makes a customer for every guardian without one after one question, and none twice', async () => {
    const user = userEvent.setup();
    const bo = guardian(12, 'Bo', 'B');
    await renderPanel([sara, johan, anna, bo, lars, { ...anna, id: 14, given_name: 'Eva', visma_id: null }]);
    const requests = recordRequests();
    const made = new Map<string, number>();
    let boAnswers = 0;
    server.use(
      http.post(`${base}/customer/:personId`, ({ params, request }) => {
        const id = Number(params.personId);
        if (id === bo.id && ++boAnswers === 1) return apiError(502, 'Visma svarar inte just nu');
        // The same key is the same request: the server makes nothing again for it.
        const key = request.headers.get('Idempotency-Key') ?? '';
        made.set(key, (made.get(key) ?? 0) + 1);
        return HttpResponse.json({
          vismaId: `c-${id}`,
          name: `Namn ${id}`,
          customerNumber: String(10000 + id),
          // Eva's address has a customer in Visma already.
          created: id !== 14,
        });
      }),
    );

    const label = 'Skapa kunder för alla som saknar';
    await user.click(screen.getByRole('button', { name: label }));
    let dialog = await screen.findByRole('dialog', { name: label });
    expect(
      within(dialog).getByText('Skapa kunder i Visma för 3 vårdnadshavare som saknar kund?'),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: label }));
    dialog = await screen.findByRole('dialog', { name: label });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Skapa kunder' }));
    const report = await screen.findByRole('region', { name: label });
    expect(await within(report).findByText('3 av 3')).toBeDefined();
    expect(outcomes(report)).toEqual([
      'Bo BMisslyckades: Visma svarar inte just nuFörsök igen',
      'Sara BergKlar: Kunden skapad, kundnummer 10002',
      'Eva EkKlar: Fanns redan, kundnummer 10014',
    ]);
    expect(within(report).getByText('1 skapade, 1 fanns redan, 1 fel')).toBeDefined();
    const posts = requests.filter((request) => request.method === 'POST');
    // Only the guardians without a customer, each once, though the button was pressed twice.
    expect(posts.map(pathOf).sort()).toEqual([
      '/api/preschool/4101/invoice/customer/12',
      '/api/preschool/4101/invoice/customer/14',
      '/api/preschool/4101/invoice/customer/2',
    ]);
    const boKey = posts.find((request) => pathOf(request).endsWith('/12'))?.headers.get('Idempotency-Key');

    requests.length = 0;
    await user.click(within(report).getByRole('button', { name: 'Försök igen för Bo B' }));
    await waitFor(() => expect(outcomes(report)).toContain('Bo BKlar: Kunden skapad, kundnummer 10012'));
    expect(within(report).getByText('2 skapade, 1 fanns redan, 0 fel')).toBeDefined();
    // The retry of a lost answer is the same request to the server.
    expect(
      requests.filter((request) => request.method === 'POST').map((r) => r.headers.get('Idempotency-Key')),
    ).toEqual([boKey]);
    expect([...made.values()]).toEqual([1, 1, 1]);
  });

  it('polls the invoices ready but without a number as the panel opens', async () => {
    const ready = guardian(12, 'Bo', 'B', {
      visma_id: 'c',
      has_invoice: true,
      invoice_id: 60,
      upload_to_visma: true,
    });
    await renderPanel([ready]);
    // The first tick is a second after opening.
    server.use(http.get(`${base}/poll/:invoiceId`, () => HttpResponse.json({ vismaInvoiceId: '20060' })));
    expect(within(rowOf('Bo')).getByRole('img', { name: 'Väntar på uppladdning till Visma' })).toBeDefined();
    expect(
      await within(rowOf('Bo')).findByRole('img', { name: 'Uppladdad till Visma' }, { timeout: 3000 }),
    ).toBeDefined();
    expect(within(rowOf('Bo')).getByText('20060')).toBeDefined();
  });

  it('lists a failed upload of the list as a failed row that may be tried again', async () => {
    const failed = guardian(12, 'Bo', 'B', {
      visma_id: 'c',
      has_invoice: true,
      invoice_id: 60,
      upload_to_visma: true,
      upload_error: 'Visma: kunden är spärrad',
    });
    const { container } = await renderPanel([failed]);
    const report = screen.getByRole('region', { name: 'Uppladdning till Visma' });
    expect(outcomes(report)).toEqual(['Bo BMisslyckades: Visma: kunden är spärradFörsök igen']);
    expect(
      within(rowOf('Bo')).getByRole('img', { name: 'Uppladdningen till Visma misslyckades' }),
    ).toBeDefined();
    await screen.findByText('Inga problem hittades för månaden.');
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
