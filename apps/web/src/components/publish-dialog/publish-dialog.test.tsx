import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { publishLocationsQueryKey } from '@/lib/api/publish-locations.ts';
import {
  ekbackenGroups,
  publishingHandlers,
  publishLocations,
  publishRun,
  runAfter,
} from '@/test/handlers/publishing.ts';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, recordRequests, server } from '@/test/server.ts';
import { PublishDialog, type PublishDialogProps } from './publish-dialog.tsx';

const axeTags = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/** The dialog as a screen holds it: open until it closes itself. */
function Screen({ onClose, initialMode }: Pick<PublishDialogProps, 'onClose' | 'initialMode'>) {
  const [open, setOpen] = useState(true);
  return (
    <PublishDialog
      open={open}
      initialMode={initialMode}
      onClose={(published) => {
        onClose(published);
        setOpen(false);
      }}
    />
  );
}

async function renderDialog({ initialMode }: Pick<PublishDialogProps, 'initialMode'> = {}) {
  const onClose = vi.fn<(published: boolean) => void>();
  server.use(publishingHandlers.locations());
  const requests = recordRequests();
  const rendered = renderRoutes(
    [{ path: '*', element: <Screen onClose={onClose} initialMode={initialMode} /> }],
    '/',
  );
  const dialog = screen.getByRole('dialog', { name: 'Publicera' });
  await within(dialog).findByRole('listbox', { name: 'Enheter' });
  const runStarts = () => requests.filter((request) => request.method === 'POST');
  return { ...rendered, user: userEvent.setup(), dialog, onClose, runStarts };
}

const unitNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => option.textContent);

const publishButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Publicera' });

async function chooseEkbacken(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('option', { name: 'Grundskola Ekbacken' }));
}

describe('PublishDialog', () => {
  it('offers the units grundskola first, then gymnasium, then the rest, without the excluded ones', async () => {
    const { dialog } = await renderDialog();
    expect(unitNames(dialog)).toEqual([
      'Grundskola Almen',
      'Grundskola Ekbacken',
      'Gymnasium Centrum',
      'Vuxenutbildning Komvux',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Grupper' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters the units by Sök enhet, case-insensitively, and says so when none match', async () => {
    const { user, dialog } = await renderDialog();
    const search = within(dialog).getByRole('searchbox', { name: 'Sök enhet' });
    await user.type(search, 'EKB');
    expect(unitNames(dialog)).toEqual(['Grundskola Ekbacken']);
    await user.clear(search);
    await user.type(search, 'centrum');
    expect(unitNames(dialog)).toEqual(['Gymnasium Centrum']);
    await user.type(search, 'x');
    expect(within(dialog).getByText('Inga enheter hittades')).toBeDefined();
    expect(within(dialog).queryByRole('listbox')).toBeNull();
  });

  it('keeps Publicera disabled until a unit is selected, which the keyboard can do', async () => {
    const { user, dialog } = await renderDialog();
    expect(publishButton(dialog).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('searchbox', { name: 'Sök enhet' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Grundskola Ekbacken');
    await user.keyboard('{Enter}');
    const ekbacken = within(dialog).getByRole('option', { name: 'Grundskola Ekbacken' });
    expect(ekbacken.getAttribute('aria-selected')).toBe('true');
    expect(publishButton(dialog).hasAttribute('disabled')).toBe(false);
    // One tab stop: the selected unit.
    expect(
      within(dialog)
        .getAllByRole('option')
        .filter((option) => option.tabIndex === 0),
    ).toEqual([ekbacken]);
  });

  it('asks for at least one publish option and sends nothing without one', async () => {
    const { user, dialog, runStarts } = await renderDialog();
    await chooseEkbacken(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Publicera till campus' }));
    await user.click(publishButton(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select at least one publish option');
    expect(runStarts()).toEqual([]);
    // Choosing a target answers the message: it goes.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Publicera till Google' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('asks for a location when the selected unit has left the list, and sends nothing', async () => {
    const { user, dialog, runStarts, queryClient } = await renderDialog();
    await chooseEkbacken(user, dialog);
    server.use(publishingHandlers.locations(publishLocations.filter((unit) => unit.id !== 302)));
    await queryClient.invalidateQueries({ queryKey: publishLocationsQueryKey });
    await waitFor(() => expect(unitNames(dialog)).not.toContain('Grundskola Ekbacken'));
    await user.click(publishButton(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a location');
    expect(runStarts()).toEqual([]);
  });

  it('publishes persons to campus only: Google is off and says why', async () => {
    server.use(
      publishingHandlers.start(publishRun({ mode: 'persons' })),
      publishingHandlers.polls([publishRun({ mode: 'persons', status: 'done', items: [] })]),
    );
    const { user, dialog, runStarts } = await renderDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Publicera till Google' }));
    await user.click(within(dialog).getByRole('button', { name: 'Personer' }));
    const google = within(dialog).getByRole('checkbox', { name: 'Publicera till Google' });
    expect(google.hasAttribute('disabled')).toBe(true);
    expect((google as HTMLInputElement).checked).toBe(false);
    expect(google.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('Personer publiceras bara till campus').id,
    );
    await chooseEkbacken(user, dialog);
    await user.click(publishButton(dialog));
    expect(await screen.findByText('Successfully published personer')).toBeDefined();
    expect(await runStarts()[0]?.json()).toEqual({
      locationId: 302,
      mode: 'persons',
      campus: true,
      google: false,
    });
  });

  it('follows the run once a second with n av m, then says so and closes', async () => {
    server.use(publishingHandlers.start(), publishingHandlers.polls([runAfter(1), runAfter(3)]));
    const { user, dialog, onClose, runStarts } = await renderDialog();
    await chooseEkbacken(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Publicera till Google' }));
    await user.click(publishButton(dialog));

    expect(await within(dialog).findByText('Publicerar grupper...')).toBeDefined();
    expect(within(dialog).getByText('0 av 3')).toBeDefined();
    expect(publishButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Avbryt' }).hasAttribute('disabled')).toBe(true);
    expect(await within(dialog).findByText('1 av 3')).toBeDefined();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Publicerade' }).getAttribute('aria-valuenow'),
    ).toBe('33');

    expect(await screen.findByText('Successfully published grupper')).toBeDefined();
    expect(onClose.mock.calls).toEqual([[true]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publicera' })).toBeNull());
    expect(await runStarts()[0]?.json()).toEqual({
      locationId: 302,
      mode: 'groups',
      campus: true,
      google: true,
    });
  });

  it('stays open after a run with a failed item, showing each outcome and the failures', async () => {
    server.use(
      publishingHandlers.start(),
      publishingHandlers.polls([
        runAfter(3, {
          72: { status: 'failed', message: 'Campus svarar inte' },
          73: { status: 'skipped', message: 'Gruppen har inga medlemmar' },
        }),
      ]),
    );
    const { user, dialog, onClose } = await renderDialog();
    await chooseEkbacken(user, dialog);
    await user.click(publishButton(dialog));

    expect(await within(dialog).findByText('1 av 3 misslyckades', {}, { timeout: 5000 })).toBeDefined();
    const outcomes = within(dialog).getByRole('list', { name: 'Utfall för Grundskola Ekbacken' });
    expect(
      within(outcomes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${ekbackenGroups[0]?.name}Publicerad – Campus`,
      `${ekbackenGroups[1]?.name}Misslyckades – Campus svarar inte`,
      `${ekbackenGroups[2]?.name}Hoppades över – Gruppen har inga medlemmar`,
    ]);
    expect(screen.queryByText('Successfully published grupper')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect((await axe.run(dialog, axeTags)).violations).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(onClose.mock.calls).toEqual([[true]]);
  });

  it('stays open after a run where a group reached campus but not Google, saying so', async () => {
    server.use(
      publishingHandlers.start(),
      publishingHandlers.polls([
        runAfter(3, {
          73: { status: 'partial', message: 'Campus: 4 medlemmar; Google: Gruppen saknar e-postadress' },
        }),
      ]),
    );
    const { user, dialog, onClose } = await renderDialog();
    await chooseEkbacken(user, dialog);
    await user.click(publishButton(dialog));

    expect(
      await within(dialog).findByText('1 av 3 publicerades inte till allt som valdes', {}, { timeout: 5000 }),
    ).toBeDefined();
    expect(within(dialog).getByText(/^Delvis publicerad/).textContent).toBe('Delvis publicerad');
    expect(screen.queryByText('Successfully published grupper')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused start in the dialog and stays open for another try', async () => {
    server.use(publishingHandlers.start(() => apiError(503, 'Campusplattformen är inte uppsatt')));
    const { user, dialog, onClose } = await renderDialog();
    await chooseEkbacken(user, dialog);
    await user.click(publishButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Campusplattformen är inte uppsatt');
    expect(publishButton(dialog).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/ERROR 503/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failed poll in the dialog and stays open', async () => {
    server.use(
      publishingHandlers.start(),
      publishingHandlers.polls([() => apiError(500, 'Databasen svarar inte')]),
    );
    const { user, dialog, onClose } = await renderDialog();
    await chooseEkbacken(user, dialog);
    await user.click(publishButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Databasen svarar inte');
    expect(within(dialog).queryByText('Publicerar grupper...')).toBeNull();
    expect(publishButton(dialog).hasAttribute('disabled')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Avbryt as not published', async () => {
    const { user, dialog, onClose, runStarts } = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(onClose.mock.calls).toEqual([[false]]);
    expect(runStarts()).toEqual([]);
  });

  it('has no axe violations, with units to choose from and while publishing', async () => {
    server.use(publishingHandlers.start(), publishingHandlers.polls([runAfter(1)]));
    const { user, dialog } = await renderDialog({ initialMode: 'persons' });
    expect((await axe.run(dialog, axeTags)).violations).toEqual([]);
    await chooseEkbacken(user, dialog);
    await user.click(publishButton(dialog));
    await within(dialog).findByText('Publicerar personer...');
    expect((await axe.run(dialog, axeTags)).violations).toEqual([]);
  });
});
