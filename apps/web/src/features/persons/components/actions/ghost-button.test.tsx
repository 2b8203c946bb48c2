import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sharedQueryKeys } from '@/lib/api/query-keys.ts';
import { reloadApp } from '@/lib/reload-app.ts';
import { authorizationWith, demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { karlCard } from '@/test/handlers/person-actions.ts';
import { renderActions } from './actions-test-utils.tsx';

vi.mock('@/lib/reload-app.ts', () => ({ reloadApp: vi.fn() }));

/** Waits until the button row has decided with the loaded authorization. */
async function authorizationLoaded({ queryClient }: { queryClient: QueryClient }) {
  await waitFor(() =>
    expect(queryClient.getQueryState(sharedQueryKeys.authorization)?.status).toBe('success'),
  );
}

describe('Skugga', () => {
  it('is hidden from a user without support GHOST', async () => {
    await authorizationLoaded(renderActions(karlCard, { authorization: demoAuthorizations.larare }));
    expect(screen.queryByRole('button', { name: 'Skugga' })).toBeNull();
  });

  it('is hidden when GHOST is held only below the organisation root', async () => {
    const atAUnit = authorizationWith([{ segment: 'support', flags: ['GHOST'], locations: [201] }]);
    await authorizationLoaded(renderActions(karlCard, { authorization: atAUnit }));
    expect(screen.queryByRole('button', { name: 'Skugga' })).toBeNull();
  });

  it('is hidden on the card of the person the user is ghosting already', async () => {
    window.localStorage.setItem('ghost_as', String(karlCard.id));
    await authorizationLoaded(renderActions());
    expect(screen.queryByRole('button', { name: 'Skugga' })).toBeNull();
  });

  it('asks first, and Avbryt leaves everything as it was', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(await screen.findByRole('button', { name: 'Skugga' }));
    const dialog = screen.getByRole('dialog', { name: 'Skugga Karl Lind?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('ghost_as')).toBeNull();
    expect(reloadApp).not.toHaveBeenCalled();
  });

  it('starts ghosting as the person after the confirmation: stores the id and reloads at the start page', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(await screen.findByRole('button', { name: 'Skugga' }));
    const dialog = screen.getByRole('dialog', { name: 'Skugga Karl Lind?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Avbryt', 'Skugga']);
    await user.click(within(dialog).getByRole('button', { name: 'Skugga' }));
    expect(window.localStorage.getItem('ghost_as')).toBe('42');
    expect(reloadApp).toHaveBeenCalledWith('/');
  });
});
