import { SEVERAL_CUSTOMERS_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceGuardian } from '@/features/preschool/api/get-invoice-list.ts';
import { apiError, recordRequests, server } from '@/test/server.ts';
import { renderInScreen, todayIs } from '../person-view/test-utils.tsx';
import { InvoicePanel } from './invoice-panel.tsx';
import { anna, fakeInvoicing, johan, sara } from './invoicing-test-utils.ts';

const customerPath = '/api/preschool/:costCenter/invoice/customer/:personId';

beforeEach(() => todayIs());
afterEach(() => vi.useRealTimers());

async function renderPanel(guardians: InvoiceGuardian[] = [sara, johan]) {
  const fake = fakeInvoicing(guardians);
  server.use(...fake.handlers);
  renderInScreen(<InvoicePanel />);
  await screen.findByRole('cell', { name: guardians[0]?.given_name });
  return fake;
}

const rowOf = (givenName: string) =>
  screen.getByRole('cell', { name: givenName }).closest('tr') as HTMLElement;

async function lookUp(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Visa fakturering för ${name}` }));
  await user.click(screen.getByRole('button', { name: 'Hämta kundnummer' }));
}

describe('customer lookup in Visma', () => {
  it('links the one customer found and says its number', async () => {
    const user = userEvent.setup();
    await renderPanel([johan]);
    await lookUp(user, 'Johan Berg');
    expect(await screen.findByText('Hittade kunden Johan Berg med kundnummer 10003')).toBeDefined();
  });

  it('names the e-mail address when Visma has several customers with it (409)', async () => {
    const user = userEvent.setup();
    await renderPanel();
    server.use(http.get(customerPath, () => apiError(409, SEVERAL_CUSTOMERS_MESSAGE)));
    await lookUp(user, 'Sara Berg');
    expect(
      await screen.findByText(
        'Fel! Det finns flera aktiva kunder registerade i Visma med e-postadressen sara.berg@hemma.test',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to create a customer when there is none (404), and Ja creates it', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderPanel();
    await lookUp(user, 'Sara Berg');

    const dialog = await screen.findByRole('dialog', { name: 'Ingen kund i Visma' });
    expect(dialog.textContent).toContain(
      'Det finns ingen kund i Visma med e-postadressen sara.berg@hemma.test, vill du skapa en ny kund?',
    );
    const address = within(dialog).getByText(/Storgatan 1/);
    expect(address.textContent).toBe('Sara Berg\nStorgatan 1\n114 55 Stockholm');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Skapade kunden Sara Berg med kundnummer 10002')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((request) => request.method === 'POST') as Request;
    expect(new URL(post.url).pathname).toBe('/api/preschool/4101/invoice/customer/2');
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    // The guardian is a customer now, so its invoice can be made.
    expect(within(rowOf('Sara')).getByRole('cell', { name: 'Finns' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Skapa faktura' }).hasAttribute('disabled')).toBe(false);
  });

  it('creates nothing on Nej', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await renderPanel();
    await lookUp(user, 'Sara Berg');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nej' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows any other failure as the generic notice', async () => {
    const user = userEvent.setup();
    await renderPanel();
    server.use(http.get(customerPath, () => apiError(502, 'Visma svarar inte')));
    await lookUp(user, 'Sara Berg');
    expect(await screen.findByText('ERROR 502: Visma svarar inte')).toBeDefined();
  });

  it('syncs all guardians without a customer, offering to create one where Visma has none', async () => {
    const user = userEvent.setup();
    const noCustomer = { ...anna, visma_id: null };
    await renderPanel([sara, johan, noCustomer]);
    server.use(
      http.get(customerPath, ({ params }) =>
        params.personId === String(anna.id)
          ? apiError(409, SEVERAL_CUSTOMERS_MESSAGE)
          : apiError(404, 'Det finns ingen kund i Visma med e-postadressen'),
      ),
    );
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Synka kundnummer från Visma' }));

    const report = await screen.findByRole('region', { name: 'Synka kundnummer från Visma' });
    await within(report).findByText('2 av 2');
    const items = within(report)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Anna EkMisslyckades: Fel! Det finns flera aktiva kunder registerade i Visma med e-postadressen anna@hemma.testFörsök igen',
      'Sara BergHoppades över: Ingen kund i Visma med e-postadressen sara.berg@hemma.testSkapa kund',
    ]);
    // Johan has a customer already and is not asked about.
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/preschool/4101/invoice/customer/3',
    );
    await user.click(within(report).getByRole('button', { name: 'Skapa kund för Sara Berg' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));
    expect(await within(report).findByText('Klar: Kundnummer 10002')).toBeDefined();
  });
});
