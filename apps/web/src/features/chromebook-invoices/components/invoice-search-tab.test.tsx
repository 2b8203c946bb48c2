import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { recordRequests } from '@/test/server.ts';
import { axeTags, renderInvoicesPage } from './chromebook-invoices-test-utils.tsx';
import { INVOICE_SEARCH_PLACEHOLDER } from './search/invoice-search-tab.tsx';

const hits = () => within(screen.getByRole('list', { name: 'Sökresultat' })).getAllByRole('link');
const searches = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/api/invoices')
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));
/** Intl writes sv-SE money with no-break spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

describe('the search tab', () => {
  it('shows 8 placeholders while searching, then 8 invoices a page with the first one’s card', async () => {
    const { held, release } = heldAnswer();
    const requests = recordRequests();
    renderInvoicesPage('/device-invoice-list', {
      handlers: [
        http.get('/api/invoices', async () => {
          await held;
          return undefined;
        }),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'CB Fakturering', level: 1 })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Sök', selected: true })).toBeDefined();
    expect(screen.getByPlaceholderText(INVOICE_SEARCH_PLACEHOLDER)).toBeDefined();
    expect(INVOICE_SEARCH_PLACEHOLDER).toBe('serienummer, e-post eller system:system_id');
    const loading = await screen.findByRole('status', { name: 'Hämtar fakturor' });
    expect(within(loading).getAllByTestId('invoice-skeleton')).toHaveLength(8);
    release();

    await waitFor(() => expect(hits()).toHaveLength(8));
    expect(screen.getByText('1 - 8 av 11')).toBeDefined();
    expect(searches(requests)[0]).toEqual({ search: '', pageIndex: '0', pageSize: '8' });
    // Nothing chosen: the first hit is.
    expect(hits()[0]?.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Ella Berg', level: 2 })).toBeDefined();
  });

  it('shows every field of the chosen invoice, its text sanitised', async () => {
    renderInvoicesPage('/device-invoice-list?invoice=501');
    const card = await screen.findByRole('article', { name: 'INC-501 Ella Berg' });
    const field = (label: string) => {
      const term = within(card).getAllByText(label, { selector: 'dt' })[0];
      return plain(term?.nextElementSibling?.textContent);
    };
    expect(field('Status')).toBe('ACTIVE');
    expect(field('Egen referens')).toBe('CB-501');
    expect(field('Anmäld')).toBe('2026-03-02');
    expect(field('Anmäld av')).toBe('support@skolan.test');
    expect(field('Faktura i Visma')).toBe('10501');
    expect(field('Personnummer')).toBe('20100101-1234');
    expect(field('E-post')).toBe('ella.berg@elev.test');
    expect(field('Gatuadress')).toBe('Skolvägen 1');
    expect(field('Postnummer')).toBe('123 45');
    expect(field('Ort')).toBe('Ekby');
    expect(field('Kategori')).toBe('Yttre åverkan');
    expect(field('Serienummer')).toBe('SN-501');
    expect(field('Kostnad')).toBe('1 000 kr');
    expect(field('Moms (25 %)')).toBe('250 kr');
    expect(field('Totalt')).toBe('1 250 kr');

    const guardian = within(card).getByRole('region', { name: 'Vårdnadshavare' });
    expect(within(guardian).getByText('Maria Berg')).toBeDefined();
    expect(within(guardian).getByText('maria@hem.test')).toBeDefined();

    const link = within(card).getByRole('link', { name: /INC-501/ });
    expect(link.getAttribute('href')).toBe('https://servicedesk.example.test/helpdesk/tickets/501');
    expect(link.getAttribute('target')).toBe('_blank');

    const text = screen.getByTestId('invoice-text');
    expect(text.querySelector('b')?.textContent).toBe('krossad');
    expect(text.querySelector('script')).toBeNull();
    expect(text.querySelector('img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('leaves out the guardian block when the case has no legal guardian', async () => {
    renderInvoicesPage('/device-invoice-list?invoice=600');
    const card = await screen.findByRole('article', { name: 'INC-600 Elev0 Lund' });
    expect(within(card).queryByRole('region', { name: 'Vårdnadshavare' })).toBeNull();
  });

  it('searches 100 ms after the last key', async () => {
    const requests = recordRequests();
    const { router } = renderInvoicesPage();
    await waitFor(() => expect(hits()).toHaveLength(8));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Sök faktura' }), { target: { value: 'SN-501' } });
    act(() => vi.advanceTimersByTime(99));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?search=SN-501');
    vi.useRealTimers();

    await waitFor(() => expect(hits()).toHaveLength(1));
    expect(searches(requests).map((query) => query.search)).toEqual(['', 'SN-501']);
  });

  it('opens another page and another invoice through the paginator and the list', async () => {
    const { router } = renderInvoicesPage();
    await waitFor(() => expect(hits()).toHaveLength(8));
    const pages = screen.getByRole('navigation', { name: 'Sidor i sökresultatet' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Gå till sida 2' }));

    expect(await screen.findByText('9 - 11 av 11')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Elev7 Lund', level: 2 })).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: /Elev9 Lund/ }));
    expect(await screen.findByRole('heading', { name: 'Elev9 Lund', level: 2 })).toBeDefined();
    expect(router.state.location.search).toBe('?page=2&invoice=609');
  });

  it('says so when nothing is found', async () => {
    renderInvoicesPage('/device-invoice-list?search=finnsinte');
    expect(await screen.findByText('Inga fakturor hittades')).toBeDefined();
    expect(screen.getByText('Ingen faktura är vald.')).toBeDefined();
  });

  it('has no accessibility violations with an invoice shown', async () => {
    renderInvoicesPage();
    await screen.findByRole('heading', { name: 'Ella Berg', level: 2 });
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
