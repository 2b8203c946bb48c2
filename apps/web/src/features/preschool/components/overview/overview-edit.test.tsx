import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preschoolHandlers } from '@/test/handlers/preschool.ts';
import { apiError, server } from '@/test/server.ts';
import { renderInScreen, todayIs } from '../person-view/test-utils.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { fourChildren, stubTableLayout } from './overview-test-utils.ts';

let restoreLayout: () => void;
let savedBodies: unknown[];

beforeEach(() => {
  todayIs();
  restoreLayout = stubTableLayout();
  savedBodies = [];
  server.use(
    preschoolHandlers.overview(fourChildren),
    http.put('/api/preschool/:costCenter/person', async ({ request }) => {
      savedBodies.push(await request.json());
      return HttpResponse.json({ id: 1, search: 'Ella Berg' });
    }),
  );
});

afterEach(() => {
  restoreLayout();
  vi.useRealTimers();
});

const field = (name: string) => screen.getByRole('textbox', { name });

async function startEditing() {
  const user = userEvent.setup();
  renderInScreen(<OverviewPanel />);
  await user.click(await screen.findByRole('button', { name: 'Redigera' }));
  return user;
}

async function retype(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

function rowOf(givenName: string) {
  return within(screen.getByRole('cell', { name: givenName }).closest('tr') as HTMLElement);
}

describe('OverviewPanel editing', () => {
  it('saves only the changed rows, in one request, after Ja', async () => {
    const user = await startEditing();
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();

    await retype(user, 'Slut för Ella Berg', '2026-11-30');
    await retype(user, 'Slut för Saga Lind', '2026-12-31');
    // Changed and changed back: not sent.
    await retype(user, 'Start för Noah Berglund', '2026-01-08');
    await retype(user, 'Start för Noah Berglund', '2026-01-07');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Vill du spara ändringarna?' }));
    expect(dialog.getByText('2 barn har ändrats.')).toBeDefined();
    const checked = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(checked.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('OK! Ändringarna är sparade')).toBeDefined();
    expect(savedBodies).toEqual([
      [
        {
          mode: 'edit',
          type: 'child',
          child_id: 1,
          data: {
            given_name: 'Ella',
            family_name: 'Berg',
            civic_number: '230310-1234',
            note: '',
            active: 1,
            start: '2026-01-07',
            end: '2026-11-30',
          },
          care_times: [
            {
              id: 11,
              start: '2026-01-07',
              end: '2026-11-30',
              commune: 'Stockholm',
              department: 'Blåbär',
              care_time: 'Heltid',
              cost: 1688,
              note: '',
              _delete: false,
            },
          ],
        },
        {
          mode: 'edit',
          type: 'child',
          child_id: 5,
          data: {
            given_name: 'Saga',
            family_name: 'Lind',
            civic_number: '220305-1234',
            note: 'Allergi',
            active: 1,
            start: '2026-11-16',
            end: '2026-12-31',
          },
          care_times: [
            {
              id: 51,
              start: '2026-11-16',
              end: '2026-12-31',
              commune: 'Stockholm',
              department: 'Blåbär',
              care_time: 'Heltid',
              cost: 1500,
              note: '',
              _delete: false,
            },
          ],
        },
      ],
    ]);
    // Once the question has closed, the table is back in view mode.
    expect(await screen.findByRole('button', { name: 'Redigera' })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Slut för Ella Berg' })).toBeNull();
  });

  it('restores the originals and says Inte sparat when the answer is Nej', async () => {
    const user = await startEditing();
    await retype(user, 'Slut för Ella Berg', '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await user.click(screen.getByRole('button', { name: 'Nej' }));

    expect(await screen.findByText('Inte sparat')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Redigera' })).toBeDefined();
    expect(savedBodies).toEqual([]);
    expect(screen.queryByRole('textbox', { name: 'Slut för Ella Berg' })).toBeNull();
    expect(rowOf('Ella').queryByText('2026-11-30')).toBeNull();
  });

  it('restores the originals on Avbryt', async () => {
    const user = await startEditing();
    await retype(user, 'Start för Saga Lind', '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));

    expect(rowOf('Saga').getByRole('cell', { name: '2026-11-16' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Redigera' }));
    expect((field('Start för Saga Lind') as HTMLInputElement).value).toBe('2026-11-16');
    expect(savedBodies).toEqual([]);
  });

  it('tells a wrong date and an end before the start, and saves nothing until they are right', async () => {
    const user = await startEditing();
    await retype(user, 'Slut för Ella Berg', '2026-13-01');
    expect(rowOf('Ella').getByText('Använd formatet YYYY-MM-DD')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(true);

    await retype(user, 'Slut för Ella Berg', '2025-12-31');
    expect(rowOf('Ella').getByText('Slut kan inte vara före start')).toBeDefined();

    await retype(user, 'Start för Ella Berg', '');
    expect(rowOf('Ella').getByText('Använd formatet YYYY-MM-DD')).toBeDefined();

    await retype(user, 'Start för Ella Berg', '2025-12-01');
    await retype(user, 'Slut för Ella Berg', '');
    expect(screen.getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps the edits when the save fails, and shows the error', async () => {
    server.use(
      http.put('/api/preschool/:costCenter/person', () =>
        apiError(400, 'care_times: Omsorgsperioderna får inte överlappa varandra'),
      ),
    );
    const user = await startEditing();
    await retype(user, 'Slut för Ella Berg', '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));

    expect(
      await screen.findByText('ERROR 400: care_times: Omsorgsperioderna får inte överlappa varandra'),
    ).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(false),
    );
    expect((field('Slut för Ella Berg') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it('leaves editing without asking when nothing changed', async () => {
    const user = await startEditing();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Inga ändringar att spara')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Redigera' })).toBeDefined();
  });

  it('keeps the month and the way to another tab closed while editing', async () => {
    await startEditing();
    expect(screen.getByRole('button', { name: 'Nästa månad' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Gå till Ella Berg' }).hasAttribute('disabled')).toBe(true);
  });
});
