import { LAST_ADMINISTRATOR_MESSAGE } from '@kansli/domain/access/built-in-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authorizationWith, demoAuthorizations } from '@/test/authorization-fixtures.ts';
import { apiError, pathOf, recordRequests, server } from '@/test/server.ts';
import { axeTags, renderPersonCard } from '../persons-test-utils.tsx';
import { NOT_GRANTABLE_NOTE } from './edit-roles-dialog.tsx';

const KARL = 42;
const ELSA = 10;

const unitRoles = () =>
  within(screen.getByRole('region', { name: 'Enhetsroller' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** PERSONS everywhere, but EDIT_ROLES only below the root. */
const editorBelowRoot = authorizationWith([
  { segment: 'adminMenu', flags: ['PERSONS'], locations: [1, 201] },
  { segment: 'support', flags: ['EDIT_ROLES'], locations: [201] },
]);

/** Confirms the open confirmation dialog of the title with its button. */
async function confirm(title: string, button: string) {
  const question = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(question).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Redigera enhetsroller' }));
  return within(await screen.findByRole('dialog', { name: 'Redigera enhetsroller' }));
}

const heldRoles = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('list', { name: 'Nuvarande enhetsroller' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('UnitRolesSection', () => {
  it('shows the first 5 unit roles and the rest after Visa alla', async () => {
    renderPersonCard(KARL);
    await screen.findByRole('list', { name: 'Enhetsroller' });
    expect(unitRoles()).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Visa alla' }));
    expect(unitRoles()).toHaveLength(7);
    expect(unitRoles()[6]).toBe('IT-ansvarig · Gymnasiet Centrum');
    await userEvent.click(screen.getByRole('button', { name: 'Visa färre' }));
    expect(unitRoles()).toHaveLength(5);
  });

  it('has no Visa alla for 5 roles or fewer', async () => {
    renderPersonCard(ELSA);
    await screen.findByText('Elev', { selector: 'span' });
    expect(unitRoles()).toEqual(['Elev · Gymnasiet Centrum']);
    expect(screen.queryByRole('button', { name: 'Visa alla' })).toBeNull();
  });

  it.each([
    { who: 'a user with EDIT_ROLES only below location 1', authorization: editorBelowRoot },
    { who: 'a teacher without support flags', authorization: demoAuthorizations.larare },
  ])('hides Redigera enhetsroller from $who', async ({ authorization }) => {
    renderPersonCard(KARL, { authorization });
    await screen.findByRole('list', { name: 'Enhetsroller' });
    expect(screen.queryByRole('button', { name: 'Redigera enhetsroller' })).toBeNull();
  });

  it('adds and removes roles in the dialog, with the notices, for a holder of EDIT_ROLES at 1', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA, { authorization: demoAuthorizations.support });
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera enhetsroller' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redigera enhetsroller' }));

    await userEvent.type(dialog.getByRole('textbox', { name: 'Sök roll' }), 'Mentor');
    await userEvent.click(await dialog.findByRole('button', { name: 'Lägg till Mentor på Gymnasiet Norr' }));
    expect(await screen.findByText('Role added successfully')).toBeDefined();
    // The notice sits outside the modal dialog, which hides the rest of the page from the roles.
    await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() =>
      expect(
        within(dialog.getByRole('list', { name: 'Nuvarande enhetsroller' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['ElevGymnasiet Centrum', 'MentorGymnasiet Norr']),
    );
    // A role held already cannot be added twice.
    expect(
      dialog.getByRole('button', { name: 'Lägg till Mentor på Gymnasiet Norr' }).hasAttribute('disabled'),
    ).toBe(true);

    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort Elev på Gymnasiet Centrum' }));
    await confirm('Ta bort enhetsroll', 'Ta bort');
    expect(await screen.findByText('Role removed successfully')).toBeDefined();
    await userEvent.click(dialog.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(unitRoles()).toEqual(['Mentor · Gymnasiet Norr']));

    const changes = requests.filter((request) => request.method === 'POST');
    expect(changes.map(pathOf)).toEqual(['/api/person/10/addRole', '/api/person/10/removeRole']);
    expect(await Promise.all(changes.map((request) => request.json()))).toEqual([
      { role_id: 101, location_id: 202 },
      { role_id: 3, location_id: 201 },
    ]);
  });

  it('offers no role the user may not give, and says why', async () => {
    renderPersonCard(ELSA, { authorization: demoAuthorizations.support });
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera enhetsroller' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redigera enhetsroller' }));

    await userEvent.type(dialog.getByRole('textbox', { name: 'Sök roll' }), 'Rektor');
    const add = await dialog.findByRole('button', { name: 'Lägg till Rektor på Gymnasiet Norr' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(dialog.getByText(`Leder en skolenhet (${NOT_GRANTABLE_NOTE})`)).toBeDefined();
  });

  it('keeps the role and shows why when the server refuses to take the last Administratör', async () => {
    renderPersonCard(ELSA, { authorization: demoAuthorizations.support });
    server.use(http.post('/api/person/:id/removeRole', () => apiError(409, LAST_ADMINISTRATOR_MESSAGE)));
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera enhetsroller' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redigera enhetsroller' }));

    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort Elev på Gymnasiet Centrum' }));
    await confirm('Ta bort enhetsroll', 'Ta bort');
    expect(await screen.findByText(`ERROR 409: ${LAST_ADMINISTRATOR_MESSAGE}`)).toBeDefined();
    expect(screen.queryByText('Role removed successfully')).toBeNull();
    expect(
      within(dialog.getByRole('list', { name: 'Nuvarande enhetsroller' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ElevGymnasiet Centrum']);
  });

  it('asks once before taking a role away, and keeps it when cancelled', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA, { authorization: demoAuthorizations.support });
    const dialog = await openEditor();

    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort Elev på Gymnasiet Centrum' }));
    const question = await screen.findByRole('dialog', { name: 'Ta bort enhetsroll' });
    expect(question.textContent).toContain('förlorar rollen Elev på Gymnasiet Centrum');
    expect((await axe.run(question, axeTags)).violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ta bort enhetsroll' })).toBeNull());
    expect(heldRoles(dialog)).toEqual(['ElevGymnasiet Centrum']);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('names the rights a role holds in the whole organisation and gives it only once confirmed', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA, { authorization: demoAuthorizations.support });
    const dialog = await openEditor();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Sök roll' }), 'Administratör');
    const add = await dialog.findByRole('button', { name: 'Lägg till Administratör på Nordljus Utbildning' });
    await userEvent.click(add);
    const question = await screen.findByRole('dialog', { name: 'Ge enhetsroll' });
    expect(
      within(question)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adminmeny: Superadmin', 'Support: Skugga']);
    expect((await axe.run(question, axeTags)).violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Avbryt' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.click(add);
    await confirm('Ge enhetsroll', 'Ge rollen');
    await waitFor(() =>
      expect(heldRoles(dialog)).toEqual(['ElevGymnasiet Centrum', 'AdministratörNordljus Utbildning']),
    );
    expect(requests.filter((request) => request.method === 'POST').map(pathOf)).toEqual([
      '/api/person/10/addRole',
    ]);
  });

  it('searches roles from 2 characters, 300 ms after typing, asking once for the same text', async () => {
    const requests = recordRequests();
    renderPersonCard(ELSA);
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera enhetsroller' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redigera enhetsroller' }));
    const field = dialog.getByRole('textbox', { name: 'Sök roll' });
    const searches = () => requests.filter((r) => pathOf(r).startsWith('/api/roles/search/')).map(pathOf);

    await userEvent.type(field, 'M');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toEqual([]);

    await userEvent.type(field, 'entor');
    expect(await dialog.findByRole('button', { name: 'Lägg till Mentor på Gymnasiet Norr' })).toBeDefined();
    await userEvent.clear(field);
    await userEvent.type(field, 'Mentor');
    await dialog.findByRole('button', { name: 'Lägg till Mentor på Gymnasiet Norr' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toEqual(['/api/roles/search/Mentor']);
  });
});
