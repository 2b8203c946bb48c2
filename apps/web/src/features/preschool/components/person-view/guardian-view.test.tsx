import { formatSek } from '@kansli/domain/money/format';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardianInvoice } from '@/features/preschool/api/get-guardian-invoices.ts';
import { ellaInOverview, preschoolHandlers, sara } from '@/test/handlers/preschool.ts';
import { pathOf, recordRequests, server } from '@/test/server.ts';
import { GuardianView } from './guardian-view.tsx';
import { renderInScreen, testScreen, todayIs } from './test-utils.tsx';

const invoice = (id: number, fields: Partial<GuardianInvoice>): GuardianInvoice => ({
  id,
  period: `2026-${String(id).padStart(2, '0')}`,
  name: `Förskolan Solrosen 4101 Förskoleavgift 2026-${String(id).padStart(2, '0')}`,
  text: `Period 2026-${String(id).padStart(2, '0')}`,
  cost_sum: 506,
  currency: 'SEK',
  visma_id: null,
  visma_status: '',
  invoice_lines: [],
  ...fields,
});

const invoices = [
  invoice(6, { visma_status: 'paid', visma_id: 'v-6' }),
  invoice(7, { visma_status: 'voided', visma_id: 'v-7' }),
  invoice(8, { visma_status: 'open', visma_id: 'v-8' }),
  invoice(9, { visma_id: 'v-9' }),
  invoice(10, {}),
];

const list = (name: string) => within(screen.getByRole('list', { name }));

describe('GuardianView', () => {
  beforeEach(() => todayIs());
  afterEach(() => vi.useRealTimers());

  it('shows the guardian’s contact data, children with shares, shared custody and the children’s invoice lines', async () => {
    server.use(preschoolHandlers.overview([ellaInOverview]));
    renderInScreen(<GuardianView guardian={sara} />);

    expect(screen.getByRole('heading', { name: 'Sara Berg', level: 2 })).toBeDefined();
    expect(screen.getByRole('link', { name: 'sara.berg@hemma.test' }).getAttribute('href')).toBe(
      'mailto:sara.berg@hemma.test',
    );
    expect(
      list('Barn')
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Ella BergBlåbärAndel 30 %']);

    const shared = await screen.findByRole('list', { name: 'Delad vårdnad' });
    expect(
      within(shared)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Johan Bergjohan.berg@hemma.testBarn: Ella']);
    expect(screen.getByRole('heading', { name: 'Ella Berg', level: 4 })).toBeDefined();
    expect(screen.getByText('Delad vårdnad ~30%')).toBeDefined();
    expect(
      screen.getByRole('img', { name: `Avgift: Faktureras, 2026-11-01 – 2026-11-30, ${formatSek(1688)}` }),
    ).toBeDefined();
    expect(screen.getByText('november 2026')).toBeDefined();
  });

  it('shows the phone, the address and the note when the data carries them', () => {
    server.use(preschoolHandlers.overview([]));
    renderInScreen(
      <GuardianView
        guardian={{
          ...sara,
          phone: '070-123 45 67',
          street_address: 'Storgatan 1',
          postal_code: '123 45',
          city: 'Solna',
          note: 'Vill ha faktura per post',
        }}
      />,
    );

    expect(screen.getByRole('link', { name: '070-123 45 67' }).getAttribute('href')).toBe('tel:0701234567');
    expect(screen.getByText('Storgatan 1 123 45 Solna', { normalizer: (text) => text.replace(/\s+/g, ' ') }));
    expect(screen.getByText('Vill ha faktura per post')).toBeDefined();
  });

  it('says when the guardian has no children and so shares custody with no one', async () => {
    server.use(preschoolHandlers.overview([ellaInOverview]));
    renderInScreen(<GuardianView guardian={{ ...sara, children: [] }} />);

    expect(screen.getAllByText('Inga barn kopplade')).toHaveLength(2);
    expect(await screen.findByText('Ingen delad vårdnad')).toBeDefined();
  });

  it('loads the invoices when Fakturor is opened, and names each status in a tooltip', async () => {
    server.use(
      preschoolHandlers.overview([ellaInOverview]),
      http.get('/api/preschool/:costCenter/invoices/:personId', () => HttpResponse.json({ invoices })),
    );
    const requests = recordRequests();
    renderInScreen(<GuardianView guardian={sara} />);
    await screen.findByRole('list', { name: 'Delad vårdnad' });
    expect(requests.map(pathOf)).toEqual(['/api/preschool/4101/overview?period=2026-11']);

    await userEvent.click(screen.getByRole('button', { name: 'Fakturor' }));

    const table = within(await screen.findByRole('region', { name: 'Fakturor' }));
    expect(requests.map(pathOf)).toContain('/api/preschool/4101/invoices/2');
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Period',
      'Namn',
      'Text',
      'Belopp',
      'Status',
    ]);
    expect(table.getAllByRole('row')[1]?.textContent).toBe(
      `2026-06Förskolan Solrosen 4101 Förskoleavgift 2026-06Period 2026-06${formatSek(506)}`,
    );
    expect(table.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Fakturan är betald',
      'Fakturan är makulerad',
      'Väntar på betalning',
      'Uppladdad till Visma',
      'Väntar på uppladdning till Visma',
    ]);

    await userEvent.hover(table.getByRole('img', { name: 'Fakturan är makulerad' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Fakturan är makulerad');
  });

  it('says so when the guardian has no invoices', async () => {
    server.use(preschoolHandlers.overview([ellaInOverview]), preschoolHandlers.guardianInvoices());
    renderInScreen(<GuardianView guardian={sara} />);

    await userEvent.click(screen.getByRole('button', { name: 'Fakturor' }));

    expect(await screen.findByText('Inga fakturor')).toBeDefined();
  });

  it('shows no Fakturor without the billing permission', async () => {
    server.use(preschoolHandlers.overview([ellaInOverview]));
    renderInScreen(<GuardianView guardian={sara} />, testScreen({ canBill: false }));

    await screen.findByRole('list', { name: 'Delad vårdnad' });
    expect(screen.queryByRole('button', { name: 'Fakturor' })).toBeNull();
  });

  it('offers Redigera only when editing is allowed, and it starts editing the guardian', async () => {
    server.use(preschoolHandlers.overview([ellaInOverview]));
    const { screen: context, unmount } = renderInScreen(<GuardianView guardian={sara} />);

    await userEvent.click(screen.getByRole('button', { name: 'Redigera' }));
    expect(context.startRegister).toHaveBeenCalledWith({ kind: 'edit', person: sara });
    unmount();

    renderInScreen(<GuardianView guardian={sara} />, testScreen({ canEdit: false }));
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();
  });

  it('opens a child or a guardian sharing custody from its card', async () => {
    server.use(preschoolHandlers.overview([ellaInOverview]));
    const { screen: context } = renderInScreen(<GuardianView guardian={sara} />);

    await userEvent.click(screen.getByRole('button', { name: 'Öppna Ella Berg' }));
    expect(context.openPerson).toHaveBeenCalledWith({ id: 1, type: 'child', search: 'Ella Berg' });

    await userEvent.click(await screen.findByRole('button', { name: 'Öppna Johan Berg' }));
    expect(context.openPerson).toHaveBeenCalledWith({ id: 3, type: 'legalguardian', search: 'Johan Berg' });
  });
});
