import { formatSek } from '@kansli/domain/money/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { pathOf, recordRequests, server } from '@/test/server.ts';
import { renderInScreen, testScreen, todayIs } from '../person-view/test-utils.tsx';
import { InvoicePanel } from './invoice-panel.tsx';
import { anna, fakeInvoicing, guardian, johan, lars, sara } from './invoicing-test-utils.ts';

beforeEach(() => todayIs());
afterEach(() => vi.useRealTimers());

async function renderPanel(
  guardians: InvoiceGuardian[] = [sara, johan, anna, lars],
  screenValue = testScreen(),
) {
  const fake = fakeInvoicing(guardians);
  server.use(...fake.handlers);
  const rendered = renderInScreen(<InvoicePanel />, screenValue);
  if (guardians.length > 0) await screen.findByRole('cell', { name: guardians[0]?.given_name });
  return { ...rendered, fake };
}

const rowOf = (givenName: string) =>
  screen.getByRole('cell', { name: givenName }).closest('tr') as HTMLElement;

/** The body field of the expanded row. */
const bodyField = () => screen.getByRole('textbox', { name: 'Fakturakropp (JSON)' }) as HTMLTextAreaElement;

describe('InvoicePanel', () => {
  it('shows the month with its total, children and guardians, and a row per guardian', async () => {
    const requests = recordRequests();
    await renderPanel();

    expect(screen.getByRole('heading', { name: 'November 2026', level: 2 })).toBeDefined();
    expect(requests.map(pathOf)).toEqual(
      expect.arrayContaining([
        '/api/preschool/4101/invoice/list?period=2026-11',
        '/api/preschool/4101/invoice/check?period=2026-11',
      ]),
    );
    const summary = screen.getByText('Total kostnad').closest('dl') as HTMLElement;
    expect(summary.textContent).toBe(
      `Total kostnad${formatSek(506 + 1182 + 1688 + 1688)}Barn4Vårdnadshavare4`,
    );
    const table = screen.getByRole('table', { name: 'Vårdnadshavare' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Förnamn',
      'Efternamn',
      'Adress',
      'Postnummer',
      'Ort',
      'E-post',
      'Telefon',
      'Avgift',
      'Kund i Visma',
      'Faktura i Visma',
      'Visa fakturering',
      'Gå till vårdnadshavaren',
    ]);
    expect(within(rowOf('Sara')).getByRole('cell', { name: formatSek(506) })).toBeDefined();
    expect(within(rowOf('Sara')).getByRole('cell', { name: 'Saknas' })).toBeDefined();
    expect(within(rowOf('Johan')).getByRole('cell', { name: 'Finns' })).toBeDefined();
    expect(await screen.findByText('Inga problem hittades för månaden.')).toBeDefined();
  });

  it('goes to the month before or after with the arrows', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeDefined();
    await waitFor(() =>
      expect(requests.map(pathOf)).toContain('/api/preschool/4101/invoice/list?period=2026-12'),
    );
  });

  it('says so when no guardian is to be invoiced in the month', async () => {
    await renderPanel([]);
    expect(await screen.findByText('Ingen vårdnadshavare ska faktureras för den här månaden.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Skapa fakturor' }).hasAttribute('disabled')).toBe(true);
  });

  it('labels each invoice with its status in Visma (spec 4.5)', async () => {
    const invoiced = { visma_id: 'c', invoice_id: 1, has_invoice: true };
    await renderPanel([
      guardian(11, 'Ada', 'A'),
      guardian(12, 'Bo', 'B', { ...invoiced, invoice_id: 12 }),
      guardian(13, 'Cai', 'C', {
        ...invoiced,
        invoice_id: 13,
        upload_to_visma: true,
        visma_invoice_id: '913',
      }),
      guardian(14, 'Dan', 'D', {
        ...invoiced,
        invoice_id: 14,
        visma_invoice_id: '914',
        visma_status: 'open',
      }),
      guardian(15, 'Eva', 'E', {
        ...invoiced,
        invoice_id: 15,
        visma_invoice_id: '915',
        visma_status: 'voided',
      }),
      guardian(16, 'Fia', 'F', {
        ...invoiced,
        invoice_id: 16,
        visma_invoice_id: '916',
        visma_status: 'paid',
      }),
    ]);
    const statusOf = (name: string) =>
      within(rowOf(name))
        .queryAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label'));
    expect(within(rowOf('Ada')).getByText('Ingen faktura')).toBeDefined();
    expect(statusOf('Bo')).toEqual(['Väntar på uppladdning till Visma']);
    expect(statusOf('Cai')).toEqual(['Uppladdad till Visma']);
    expect(statusOf('Dan')).toEqual(['Väntar på betalning']);
    expect(statusOf('Eva')).toEqual(['Fakturan är makulerad']);
    expect(statusOf('Fia')).toEqual(['Fakturan är betald']);
    expect(within(rowOf('Fia')).getByText('916')).toBeDefined();
  });

  it('reads the payments from Visma when asked, and shows an invoice paid there as paid', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderPanel([
      guardian(14, 'Dan', 'D', {
        visma_id: 'c',
        invoice_id: 14,
        has_invoice: true,
        visma_invoice_id: '914',
        visma_status: 'open',
      }),
    ]);
    const statusOf = () =>
      within(rowOf('Dan'))
        .queryAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label'));
    expect(statusOf()).toEqual(['Väntar på betalning']);
    await user.click(screen.getByRole('button', { name: 'Hämta betalstatus från Visma' }));
    await screen.findByText('Betalstatus hämtad från Visma: 1 av 1 obetalda fakturor har ändrats');
    await waitFor(() => expect(statusOf()).toEqual(['Fakturan är betald']));
    expect(requests.map(pathOf)).toContain('/api/preschool/4101/invoice/refresh-status?period=2026-11');
  });

  it('expands one guardian at a time, with the care, the basis and the calculated invoice body', async () => {
    const user = userEvent.setup();
    await renderPanel();

    const showSara = screen.getByRole('button', { name: 'Visa fakturering för Sara Berg' });
    await user.click(showSara);
    expect(showSara.getAttribute('aria-expanded')).toBe('true');
    const care = screen.getByRole('table', { name: 'Barnens omsorg' });
    expect(within(care).getByRole('cell', { name: 'Delad vårdnad ~30%' })).toBeDefined();
    expect(within(care).getByRole('cell', { name: 'Saknar kostnad' })).toBeDefined();
    const basis = screen.getByRole('table', { name: 'Fakturaunderlag' });
    expect(within(basis).getAllByRole('row')).toHaveLength(3);
    expect(JSON.parse(bodyField().value)).toEqual({
      typeId: 2,
      locationId: 101,
      name: 'Förskolan Solrosen 4101 Förskoleavgift 2026-11',
      text: 'Period 2026-11',
      reference: 'Sara Berg',
      personId: 2,
      cost: 506,
      invoiceLines: [
        {
          quantity: '1',
          description: 'Förskoleavgift Heltid, 2026-11-01 – 2026-11-30, Ella Berg',
          cost: 506,
          note: 'Delad vårdnad ~30%',
        },
      ],
    });
    // Sara is no customer in Visma yet (spec 5.6).
    expect(screen.getByRole('button', { name: 'Skapa faktura' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Visa fakturering för Johan Berg' }));
    expect(showSara.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() =>
      expect(screen.getAllByRole('textbox', { name: 'Fakturakropp (JSON)' })).toHaveLength(1),
    );
    expect(JSON.parse(bodyField().value).reference).toBe('Johan Berg');
  });

  it("shows the 'Invalid JSON' error object while the body does not parse, and creates the edited body", async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const { fake } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Visa fakturering för Johan Berg' }));
    const create = screen.getByRole('button', { name: 'Skapa faktura' });
    expect(create.hasAttribute('disabled')).toBe(false);

    const original = bodyField().value;
    await user.click(bodyField());
    await user.paste(' trasig');
    const preview = screen.getByRole('region', { name: 'Skickas till servern' });
    expect(JSON.parse(preview.textContent ?? '')).toEqual({ error: 'Invalid JSON' });
    expect(screen.getByText('Texten är inte giltig JSON.')).toBeDefined();
    expect(create.hasAttribute('disabled')).toBe(true);

    const edited = { ...JSON.parse(original), text: 'Period 2026-11, rättad' };
    await user.clear(bodyField());
    await user.paste(JSON.stringify(edited));
    expect(JSON.parse(preview.textContent ?? '')).toEqual(edited);
    await user.click(create);

    expect(await screen.findByText('Skapade fakturan för Johan Berg')).toBeDefined();
    expect(fake.state.createdBodies).toEqual([edited]);
    const post = requests.find((request) => request.method === 'POST') as Request;
    expect(pathOf(post)).toBe('/api/preschool/4101/invoice?period=2026-11');
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    // The created invoice replaces the basis.
    expect(await screen.findByRole('table', { name: 'Fakturans rader' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Faktura', level: 4 })).toBeDefined();
  });

  it('opens the guardian, or a person of the check, in the search tab', async () => {
    const user = userEvent.setup();
    const screenValue = testScreen();
    const fake = fakeInvoicing(
      [sara],
      [
        {
          kind: 'child_without_cost',
          person_type: 'child',
          person_id: 9,
          name: 'Olle Berg',
          cost_center: '4101',
          message: 'Barnet saknar kostnad för månaden',
        },
      ],
    );
    server.use(...fake.handlers);
    renderInScreen(<InvoicePanel />, screenValue);

    await user.click(await screen.findByRole('button', { name: 'Gå till Sara Berg' }));
    expect(screenValue.openPerson).toHaveBeenCalledWith({
      id: 2,
      type: 'legalguardian',
      search: 'Sara Berg',
    });

    const check = screen.getByRole('region', { name: 'Före fakturering' });
    await user.click(await within(check).findByRole('button', { name: 'Olle Berg' }));
    expect(screenValue.openPerson).toHaveBeenLastCalledWith({ id: 9, type: 'child', search: 'Olle Berg' });
    expect(check.textContent).toContain('Olle Berg: Barnet saknar kostnad för månaden');
  });

  it('passes the accessibility rules with a guardian expanded', async () => {
    const user = userEvent.setup();
    const { container } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Visa fakturering för Lars Lind' }));
    await screen.findByRole('table', { name: 'Fakturans rader' });
    await screen.findByText('Inga problem hittades för månaden.');
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
