import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessDeniedDialog } from './access-denied-dialog.tsx';

describe('AccessDeniedDialog', () => {
  it('shows the exact texts of the spec under a labelled title', () => {
    render(<AccessDeniedDialog open onClose={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'Access Denied' });
    expect(dialog.textContent).toContain('You are not authorized to access this page.');
    expect(dialog.textContent).toContain('Contact IT-support to gain access.');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDefined();
  });

  it('closes with the OK button, which has the keyboard focus', async () => {
    const onClose = vi.fn();
    render(<AccessDeniedDialog open onClose={onClose} />);

    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    await userEvent.keyboard('{Enter}');

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    render(<AccessDeniedDialog open={false} onClose={() => {}} />);

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
