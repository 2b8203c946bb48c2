import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PersonPermissionChange } from '@/features/persons/api/person-permissions.ts';
import { karlsPermissions, personActionsHandlers } from '@/test/handlers/person-actions.ts';
import { apiError, server } from '@/test/server.ts';
import { axeTags, renderActions } from './actions-test-utils.tsx';
import { READ_ONLY_TEXT } from './permissions-dialog.tsx';

const TITLE = 'Behörigheter – Karl Lind';

async function openEditor(editable: boolean) {
  const user = userEvent.setup();
  const bodies: PersonPermissionChange[][] = [];
  server.use(personActionsHandlers.permissions({ ...karlsPermissions, editable }, bodies));
  renderActions();
  await user.click(screen.getByRole('button', { name: 'Behörigheter' }));
  const dialog = screen.getByRole('dialog', { name: TITLE });
  await within(dialog).findByRole('group', { name: 'Support' });
  return { user, dialog, bodies };
}

const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

describe('Behörigheter', () => {
  it('shows a section per segment, a checkbox per flag checked when held directly, and the roles that give it', async () => {
    const { dialog, bodies } = await openEditor(true);
    expect(bodies).toEqual([[]]);
    expect(within(dialog).getByRole('group', { name: 'Behörigheter' })).toBeDefined();
    expect(box(dialog, 'Redigera enhetsroller').checked).toBe(true);
    expect(box(dialog, 'Skugga').checked).toBe(false);
    expect(box(dialog, 'Skugga').getAttribute('aria-describedby')).not.toBeNull();
    expect(within(dialog).getByText('Via roll: Supportchef')).toBeDefined();
    expect(within(dialog).getByText('Ändra personers och rollers behörigheter')).toBeDefined();
  });

  it('is read-only without editable: every checkbox disabled and nothing to save', async () => {
    const { dialog } = await openEditor(false);
    expect(within(dialog).getByText(READ_ONLY_TEXT)).toBeDefined();
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(3);
    expect(boxes.every((checkbox) => checkbox.disabled)).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Spara' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Stäng']);
  });

  it("saves only the changed flags, says 'Permissions saved' and shows the server's answer", async () => {
    const { user, dialog, bodies } = await openEditor(true);
    const save = within(dialog).getByRole('button', { name: 'Spara' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(box(dialog, 'Redigera enhetsroller'));
    await user.click(box(dialog, 'Skugga'));
    await user.click(box(dialog, 'Behörighetsadministratör'));
    // Ticked and unticked again: no change to send.
    await user.click(box(dialog, 'Behörighetsadministratör'));
    await user.click(save);

    expect(await screen.findByText('Permissions saved')).toBeDefined();
    expect(bodies).toEqual([
      [],
      [
        { segment: 'support', flag: 'EDIT_ROLES', held: false },
        { segment: 'support', flag: 'GHOST', held: true },
      ],
    ]);
    expect(box(dialog, 'Redigera enhetsroller').checked).toBe(false);
    expect(box(dialog, 'Skugga').checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a failed save as the generic notice and stays open with the edits', async () => {
    const { user, dialog } = await openEditor(true);
    server.use(http.post('/api/integration/person/:id/permissions', () => apiError(403, 'Forbidden')));
    await user.click(box(dialog, 'Skugga'));
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('ERROR 403: Forbidden')).toBeDefined();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeDefined();
    expect(box(dialog, 'Skugga').checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Spara' }).hasAttribute('disabled')).toBe(false);
  });

  it('forgets the edits on Avbryt: opened again it shows what the person holds', async () => {
    const { user, dialog, bodies } = await openEditor(true);
    await user.click(box(dialog, 'Skugga'));
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Behörigheter' }));
    const again = screen.getByRole('dialog', { name: TITLE });
    await waitFor(() => expect(bodies).toEqual([[], []]));
    expect(box(again, 'Skugga').checked).toBe(false);
  });

  it('has no WCAG 2.1 A or AA violations while editing', async () => {
    const { user, dialog } = await openEditor(true);
    await user.click(box(dialog, 'Skugga'));
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('has no WCAG 2.1 A or AA violations read-only', async () => {
    await openEditor(false);
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
