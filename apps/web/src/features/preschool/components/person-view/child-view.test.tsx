import { formatSek } from '@kansli/domain/money/format';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';
import { ella, ellaCarePeriod, ellaInOverview, preschoolHandlers } from '@/test/handlers/preschool.ts';
import { apiError, pathOf, recordRequests, server } from '@/test/server.ts';
import { ChildView } from './child-view.tsx';
import { renderInScreen, testScreen, todayIs } from './test-utils.tsx';

const olle = { id: 4, given_name: 'Olle', family_name: 'Berg', department: 'Lingon', percent: null };

const ellaWithSibling: OverviewChild = {
  ...ellaInOverview,
  note: 'Allergisk mot nötter',
  siblings: [olle],
};

const olleInOverview: OverviewChild = {
  ...ellaInOverview,
  id: 4,
  given_name: 'Olle',
  family_name: 'Berg',
  civic_number: '210505-2345',
  department: 'Lingon',
  siblings: [],
};

/** A row of the overview: a child without guardians whose care ended before the month. */
const withoutGuardians: OverviewChild = {
  ...ellaInOverview,
  guardians: [],
  siblings: [],
  care_times: [{ ...ellaCarePeriod, end: '2026-06-30' }],
  invoice_lines: [
    {
      ...(ellaInOverview.invoice_lines[0] as OverviewChild['invoice_lines'][number]),
      type: 8,
      status: 'Ej giltig',
      status_message: 'Saknar VH',
      name: 'Ej giltig',
      period: '',
      cost: 0,
      percent: 0,
      segments: [],
    },
  ],
};

const list = (name: string) => within(screen.getByRole('list', { name }));

describe('ChildView', () => {
  beforeEach(() => todayIs());
  afterEach(() => vi.useRealTimers());

  it('shows a searched child with its age, guardians, siblings, care and the month’s invoice lines', async () => {
    server.use(preschoolHandlers.overview([ellaWithSibling, olleInOverview]));
    const requests = recordRequests();
    renderInScreen(<ChildView child={ella} />);

    expect(screen.getByRole('heading', { name: 'Ella Berg', level: 2 })).toBeDefined();
    expect(screen.getByText('230310-1234')).toBeDefined();
    expect(screen.getByText('3 år och 8 månader')).toBeDefined();
    const active = screen.getByRole('switch', { name: 'Aktiv' }) as HTMLInputElement;
    expect(active.checked).toBe(true);
    expect(active.disabled).toBe(true);

    expect(
      list('Vårdnadshavare')
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Sara Bergsara.berg@hemma.testAndel 30 %', 'Johan Bergjohan.berg@hemma.testAndel 70 %']);

    const care = within(screen.getByRole('region', { name: 'Omsorgsperioder' }));
    expect(care.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Start',
      'Slut',
      'Kommun',
      'Avdelning',
      'Omsorgstid',
      'Kostnad',
      'Kommentar',
    ]);
    expect(care.getAllByRole('row')[1]?.textContent).toBe(
      `2026-01-07Tills vidareStockholmBlåbärHeltid${formatSek(1688)}`,
    );

    expect(await screen.findByText('Allergisk mot nötter')).toBeDefined();
    expect(
      list('Syskon')
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Olle BergLingon']);
    expect(
      screen.getByRole('img', { name: `Avgift: Faktureras, 2026-11-01 – 2026-11-30, ${formatSek(1688)}` }),
    ).toBeDefined();
    expect(screen.getAllByText('november 2026')).toHaveLength(2);
    expect(requests.map(pathOf)).toEqual(['/api/preschool/4101/overview?period=2026-11']);
  });

  it('shows a custody share only when it is set and not 100', () => {
    const child: OverviewChild = {
      ...ellaInOverview,
      guardians: [
        { id: 2, given_name: 'Sara', family_name: 'Berg', email: 'sara.berg@hemma.test', percent: 100 },
        { id: 3, given_name: 'Johan', family_name: 'Berg', email: 'johan.berg@hemma.test', percent: null },
      ],
    };
    renderInScreen(<ChildView child={child} />);

    expect(list('Vårdnadshavare').getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/Andel/)).toBeNull();
  });

  it('shows a row of the overview as it is, fetching nothing and offering no edit', () => {
    const requests = recordRequests();
    renderInScreen(<ChildView child={ellaWithSibling} />);

    expect(screen.getByText('Allergisk mot nötter')).toBeDefined();
    expect(list('Syskon').getByText('Olle Berg')).toBeDefined();
    expect(screen.getByRole('img', { name: /^Avgift: Faktureras/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('says when the child has no guardians, no siblings and no care in the month', () => {
    renderInScreen(<ChildView child={withoutGuardians} />);

    expect(screen.getByText('Inga vårdnadshavare kopplade')).toBeDefined();
    expect(screen.getByText('Inga syskon')).toBeDefined();
    expect(screen.getByText('Ingen omsorg under månaden')).toBeDefined();
    expect(screen.getByRole('img', { name: `Ej giltig: Saknar VH, ${formatSek(0)}` })).toBeDefined();
  });

  it('leaves deleted care periods out of the care table', () => {
    const child: OverviewChild = {
      ...ellaInOverview,
      care_times: [ellaCarePeriod, { ...ellaCarePeriod, id: 12, commune: 'Solna', _delete: true }],
    };
    renderInScreen(<ChildView child={child} />);

    const care = within(screen.getByRole('region', { name: 'Omsorgsperioder' }));
    expect(care.getAllByRole('row')).toHaveLength(2);
    expect(care.queryByText('Solna')).toBeNull();
  });

  it('finds the siblings of a child missing from the overview among the children sharing its guardians', async () => {
    server.use(preschoolHandlers.overview([olleInOverview]));
    renderInScreen(<ChildView child={{ ...ella, active: false }} />);

    const siblings = await screen.findByRole('list', { name: 'Syskon' });
    expect(within(siblings).getByText('Olle Berg')).toBeDefined();
    expect(screen.getByText('Ingen debitering under månaden')).toBeDefined();
    expect((screen.getByRole('switch', { name: 'Aktiv' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows placeholders while the overview loads', () => {
    server.use(http.get('/api/preschool/:costCenter/overview', () => delay('infinite')));
    renderInScreen(<ChildView child={ella} />);

    expect(screen.getByRole('status', { name: 'Laddar syskon' })).toBeDefined();
    expect(screen.getByRole('status', { name: 'Laddar debitering' })).toBeDefined();
    expect(screen.getByText('Sara Berg')).toBeDefined();
  });

  it('says what could not be loaded when the overview fails, beside the error notice', async () => {
    server.use(http.get('/api/preschool/:costCenter/overview', () => apiError(500, 'Databasen svarar inte')));
    renderInScreen(<ChildView child={ella} />);

    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    expect(screen.getAllByText('Kunde inte hämtas')).toHaveLength(2);
    expect(screen.getByText('Sara Berg')).toBeDefined();
  });

  it('counts the age in days under one month old, and shows no age for a temporary number', () => {
    server.use(preschoolHandlers.overview([]));
    const { unmount } = renderInScreen(<ChildView child={{ ...ella, sub: '261101-1234' }} />);
    expect(screen.getByText('0 år och 9 dagar')).toBeDefined();
    unmount();

    renderInScreen(<ChildView child={{ ...ella, sub: '230310-TF12' }} />);
    expect(screen.getByText('Okänd')).toBeDefined();
  });

  it('wishes a happy birthday on the day', () => {
    renderInScreen(<ChildView child={{ ...ellaInOverview, civic_number: '20231110-1234' }} />);

    expect(screen.getByText('3 år och 0 månader')).toBeDefined();
    expect(screen.getByText('Ella fyller 3 år i dag!')).toBeDefined();
  });

  it('offers Redigera only when editing is allowed, and it starts editing the child', async () => {
    server.use(preschoolHandlers.overview());
    const { screen: context, unmount } = renderInScreen(<ChildView child={ella} />);

    await userEvent.click(screen.getByRole('button', { name: 'Redigera' }));
    expect(context.startRegister).toHaveBeenCalledWith({ kind: 'edit', person: ella });
    unmount();

    renderInScreen(<ChildView child={ella} />, testScreen({ canEdit: false }));
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();
  });

  it('opens a guardian or a sibling from its card', async () => {
    const { screen: context } = renderInScreen(<ChildView child={ellaWithSibling} />);

    await userEvent.click(screen.getByRole('button', { name: 'Öppna Johan Berg' }));
    expect(context.openPerson).toHaveBeenCalledWith({ id: 3, type: 'legalguardian', search: 'Johan Berg' });

    screen.getByRole('button', { name: 'Öppna Olle Berg' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(context.openPerson).toHaveBeenCalledWith({ id: 4, type: 'child', search: 'Olle Berg' });
  });
});
