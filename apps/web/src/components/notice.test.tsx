import Dialog from '@mui/material/Dialog';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showNotice } from '../lib/notice-store.ts';
import { NOTICE_DURATION_MS, Notice } from './notice.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('Notice', () => {
  it('shows a message with an OK button that closes it', async () => {
    render(<Notice />);
    act(() => showNotice('ERROR 500: Databasen svarar inte'));

    expect(screen.getByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await vi.waitFor(() => expect(screen.queryByText('ERROR 500: Databasen svarar inte')).toBeNull());
  });

  it('stays readable to assistive technology while a dialog is open', async () => {
    render(
      <>
        <Notice />
        <Dialog open aria-label="Redigera">
          <button type="button">Spara</button>
        </Dialog>
      </>,
    );
    act(() => showNotice('Emails saved'));

    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Emails saved'));
    expect(screen.getByRole('button', { name: 'OK' })).toBeDefined();
  });

  it('hides the message after 10 seconds and then shows the next one', () => {
    vi.useFakeTimers();
    render(<Notice />);
    act(() => {
      showNotice('Första');
      showNotice('Andra');
    });
    expect(NOTICE_DURATION_MS).toBe(10_000);

    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS - 100));
    expect(screen.getByText('Första')).toBeDefined();
    act(() => vi.advanceTimersByTime(100));
    // The exit transition starts once the bar has closed.
    act(() => vi.advanceTimersByTime(1_000));

    expect(screen.queryByText('Första')).toBeNull();
    expect(screen.getByText('Andra')).toBeDefined();
  });

  it('does not stack a message that is already showing', () => {
    render(<Notice />);
    act(() => {
      showNotice('Samma fel');
      showNotice('Samma fel');
    });

    expect(screen.getAllByText('Samma fel')).toHaveLength(1);
  });
});
