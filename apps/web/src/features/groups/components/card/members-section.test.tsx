import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf, recordRequests } from '@/test/server.ts';
import { renderGroupsPage } from '../groups-test-utils.tsx';

const membersTable = async () => within(await screen.findByRole('table', { name: 'Medlemmar' }));
const rowTexts = (table: { getAllByRole(role: 'row'): HTMLElement[] }) =>
  table.getAllByRole('row').map((row) => row.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('MembersSection', () => {
  it('lists the members with role, a link to the person and the day they were added', async () => {
    const { router } = renderGroupsPage('/groups/7');
    const table = await membersTable();

    expect(rowTexts(table)).toEqual([
      'RollNamnTillagdTa bort',
      'LärareKarl Lind2025-08-01',
      'ElevElsa Berg2025-08-18',
      'ElevOmar Nilsson2026-01-10',
    ]);
    const link = table.getByRole('link', { name: 'Karl Lind' });
    expect(link.getAttribute('href')).toBe('/person/42');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/person/42');
  });

  it('says so when the group has no members', async () => {
    renderGroupsPage('/groups/9');
    expect(await screen.findByText('Inga medlemmar')).toBeDefined();
  });

  it('deletes a member on a second click: arms red with a tooltip first, then deletes and reloads', async () => {
    const requests = recordRequests();
    renderGroupsPage('/groups/7');
    const table = await membersTable();

    await userEvent.click(table.getByRole('button', { name: 'Ta bort Elsa Berg' }));
    const armed = table.getByRole('button', { name: 'Bekräfta borttagning' });
    expect(armed.className).toContain('MuiIconButton-colorError');
    expect((await screen.findByRole('tooltip')).textContent).toBe('Bekräfta borttagning');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.click(armed);
    expect(await screen.findByText('Member deactivated')).toBeDefined();
    await waitFor(() => expect(table.queryByRole('link', { name: 'Elsa Berg' })).toBeNull());
    expect(rowTexts(table)).toHaveLength(3);
    const paths = requests.map(pathOf);
    expect(paths.filter((path) => path.startsWith('/api/groups/'))).toEqual([
      '/api/groups/7/deleteMember/72',
    ]);
    // Loaded again after the delete.
    await waitFor(() =>
      expect(paths.filter((path) => path === '/api/integration/groups/7/members')).toHaveLength(2),
    );
  });

  it('deletes from the keyboard, the focus staying on the button between the two presses', async () => {
    const requests = recordRequests();
    renderGroupsPage('/groups/7');
    const table = await membersTable();

    table.getByRole('button', { name: 'Ta bort Omar Nilsson' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(table.getByRole('button', { name: 'Bekräfta borttagning' }));
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Member deactivated')).toBeDefined();
    expect(requests.map(pathOf)).toContain('/api/groups/7/deleteMember/73');
  });

  it('disarms after 3 seconds, so that a later click arms again rather than deletes', async () => {
    const requests = recordRequests();
    renderGroupsPage('/groups/7');
    const table = await membersTable();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(table.getByRole('button', { name: 'Ta bort Karl Lind' }));
    expect(table.getByRole('button', { name: 'Bekräfta borttagning' })).toBeDefined();
    act(() => vi.advanceTimersByTime(2999));
    expect(table.getByRole('button', { name: 'Bekräfta borttagning' })).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(table.queryByRole('button', { name: 'Bekräfta borttagning' })).toBeNull();
    vi.useRealTimers();

    const button = table.getByRole('button', { name: 'Ta bort Karl Lind' });
    expect(button.className).not.toContain('MuiIconButton-colorError');
    fireEvent.click(button);
    expect(table.getByRole('button', { name: 'Bekräfta borttagning' })).toBeDefined();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
