import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { signedInHandlers } from '@/test/handlers/signed-in.ts';
import { renderRoutes } from '@/test/render.tsx';
import { server } from '@/test/server.ts';
import { appRoutes } from '../router.tsx';

describe('the skip link', () => {
  it('is the first Tab stop and takes the keyboard past the top bar and the menu to the content', async () => {
    server.use(...signedInHandlers({ authorization: demoAuthorizations.support }));
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/dashboard');
    await screen.findByRole('heading', { name: 'Mina behörigheter' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Hoppa till innehållet' });
    expect(document.activeElement).toBe(skip);

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    // No #fragment in the address: the router's history stays as it was.
    expect(router.state.location.hash).toBe('');
  });
});
