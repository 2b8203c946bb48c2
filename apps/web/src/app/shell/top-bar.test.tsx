import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/features/auth/api/get-session.ts';
import { GHOST_AS_STORAGE_KEY } from '@/lib/api-client.ts';
import { reloadApp } from '@/lib/reload-app.ts';
import { renderRoutes } from '@/test/render.tsx';
import { TopBar } from './top-bar.tsx';

vi.mock('@/lib/reload-app.ts', () => ({ reloadApp: vi.fn() }));

const karin: Session = { givenName: 'Karin', familyName: 'Nilsson', ghostingAs: 5, avatarImage: null };

function renderTopBar(session: Session) {
  return renderRoutes(
    [
      {
        path: '*',
        element: <TopBar session={session} menuId="menu" menuOpen={false} onToggleMenu={() => {}} />,
      },
    ],
    '/dashboard',
  );
}

describe('TopBar', () => {
  it("shows the ghosted person's name while ghosting; clicking it ends ghosting and reloads on her card", async () => {
    window.localStorage.setItem(GHOST_AS_STORAGE_KEY, '5');
    renderTopBar(karin);

    // The profile picture is named after her too; the ghost chip is the one that ends ghosting.
    const ghost = screen.getByRole('button', { name: 'Karin Nilsson', description: 'Avsluta skuggning' });
    await userEvent.click(ghost);

    expect(window.localStorage.getItem(GHOST_AS_STORAGE_KEY)).toBeNull();
    expect(reloadApp).toHaveBeenCalledExactlyOnceWith('/person/5');
  });

  it('shows no name when not ghosting, only the profile picture', () => {
    renderTopBar({ ...karin, ghostingAs: null });

    expect(screen.queryByText('Karin Nilsson')).toBeNull();
    expect(screen.getByRole('button', { name: 'Karin Nilsson' }).getAttribute('aria-haspopup')).toBe('menu');
  });

  it('shows the default picture when the person has none', () => {
    const { container } = renderTopBar({ ...karin, ghostingAs: null });

    expect(container.querySelector('img')?.getAttribute('src')).toBe('/default-avatar.svg');
  });

  it("shows the person's own picture when there is one", () => {
    const image = 'https://lh3.googleusercontent.com/a/karin';
    const { container } = renderTopBar({ ...karin, ghostingAs: null, avatarImage: image });

    expect(container.querySelector('img')?.getAttribute('src')).toBe(image);
  });
});
