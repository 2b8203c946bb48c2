import { PERMISSIONS_WHILE_GHOSTING_MESSAGE } from '@kansli/domain/http/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, recordRequests } from '@/test/server.ts';
import { axeTags, ROLES_VIEW, renderSuperadminPage } from '../superadmin-test-utils.tsx';

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

/** An item of one of the lists to choose from ('Roller', 'Segment', 'Behörigheter i …'). */
async function item(list: string, name: RegExp) {
  return within(await screen.findByRole('list', { name: list })).getByRole('button', { name });
}

async function chooseRoleAndSegment(role: string, segment: RegExp) {
  const user = userEvent.setup();
  await user.click(await item('Roller', new RegExp(role)));
  await user.click(await item('Segment', segment));
  return user;
}

describe('Roller', () => {
  it('role-first: shows the roles, the segments with key and scope, and a checkbox per flag the role holds', async () => {
    renderSuperadminPage(ROLES_VIEW);
    expect(await screen.findByText('Roll först')).toBeDefined();
    const segments = await screen.findByRole('list', { name: 'Segment' });
    expect(within(segments).getByRole('button', { name: /Support/ }).textContent).toContain('support');
    expect(within(segments).getByTitle('Skola')).toBeDefined();
    expect(within(segments).getAllByTitle('Global')).toHaveLength(2);
    expect(screen.getByText('Välj en roll.')).toBeDefined();

    await chooseRoleAndSegment('Support', /Support/);
    const group = await screen.findByRole('group', { name: 'Behörigheter i Support' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(checkbox('Skugga').checked).toBe(true);
    expect(checkbox('Redigera roller').checked).toBe(false);
    expect(screen.getByText('EDIT_ROLES')).toBeDefined();
  });

  it('saves a ticked checkbox at once with the role, the segment key and the flag key, and says so', async () => {
    const { state } = renderSuperadminPage(ROLES_VIEW);
    const requests = recordRequests();
    const user = await chooseRoleAndSegment('Support', /Support/);
    await screen.findByRole('group', { name: 'Behörigheter i Support' });

    await user.click(checkbox('Redigera roller'));
    expect(await screen.findByText('Behörigheten är tillagd')).toBeDefined();
    expect(checkbox('Redigera roller').checked).toBe(true);
    const add = requests.find((request) => request.url.endsWith('/api/permissions/add'));
    expect(await add?.json()).toEqual({
      context: 'role',
      context_id: 2,
      segment: 'support',
      flag: 'EDIT_ROLES',
    });
    expect(state.grants.find((grant) => grant.context_id === 2 && grant.segment === 10)?.flags).toBe(3);

    // Notices show one at a time.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(checkbox('Skugga'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ta bort behörighet' })).getByRole('button', {
        name: 'Ta bort',
      }),
    );
    expect(await screen.findByText('Behörigheten är borttagen')).toBeDefined();
    expect(checkbox('Skugga').checked).toBe(false);
  });

  it('asks once before taking a flag from everyone in a role, in either order, and keeps it when cancelled', async () => {
    const { state } = renderSuperadminPage(ROLES_VIEW);
    const requests = recordRequests();
    const user = await chooseRoleAndSegment('Support', /Support/);
    await screen.findByRole('group', { name: 'Behörigheter i Support' });

    await user.click(checkbox('Skugga'));
    const question = await screen.findByRole('dialog', { name: 'Ta bort behörighet' });
    expect(question.textContent).toContain('Alla med rollen Support förlorar Skugga i Support.');
    expect((await axe.run(question, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ta bort behörighet' })).toBeNull());
    expect(checkbox('Skugga').checked).toBe(true);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Visa behörighet först' }));
    await user.click(await item('Behörigheter i Support', /Skugga/));
    await screen.findByRole('group', { name: 'Roller med Skugga' });
    await user.click(checkbox('Support'));
    const again = await screen.findByRole('dialog', { name: 'Ta bort behörighet' });
    await user.click(within(again).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Behörigheten är borttagen')).toBeDefined();
    expect(state.grants.find((grant) => grant.context_id === 2 && grant.segment === 10)?.flags).toBe(0);
  });

  it('puts the checkbox back and shows the error when the change fails', async () => {
    renderSuperadminPage(ROLES_VIEW, {
      handlers: [http.post('/api/permissions/add', () => apiError(403, PERMISSIONS_WHILE_GHOSTING_MESSAGE))],
    });
    const user = await chooseRoleAndSegment('Support', /Support/);
    await screen.findByRole('group', { name: 'Behörigheter i Support' });

    await user.click(checkbox('Redigera roller'));
    expect(await screen.findByText(`ERROR 403: ${PERMISSIONS_WHILE_GHOSTING_MESSAGE}`)).toBeDefined();
    await waitFor(() => expect(checkbox('Redigera roller').checked).toBe(false));
    expect(screen.queryByText('Behörigheten är tillagd')).toBeNull();
  });

  it("says 'Inga behörigheter' for a segment without flags", async () => {
    renderSuperadminPage(ROLES_VIEW);
    await chooseRoleAndSegment('Rektor', /Tomt/);
    expect(await screen.findByText('Inga behörigheter')).toBeDefined();
  });

  it('permission-first after the swap: segment, flag, then a checkbox per role holding it; both views agree', async () => {
    const { state } = renderSuperadminPage(ROLES_VIEW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Visa behörighet först' }));
    expect(screen.getByText('Behörighet först')).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Segment',
      'Behörigheter',
      'Roller',
    ]);

    await user.click(await item('Segment', /Bibliotek/));
    await user.click(await item('Behörigheter i Bibliotek', /Låna ut/));
    const group = await screen.findByRole('group', { name: 'Roller med Låna ut' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false, true]);

    await user.click(checkbox('Support'));
    expect(await screen.findByText('Behörigheten är tillagd')).toBeDefined();
    expect(checkbox('Support').checked).toBe(true);
    expect(state.grants.find((grant) => grant.context_id === 2 && grant.segment === 20)?.flags).toBe(1);

    // Back to role-first: the segment stays chosen and Support's grant shows the new flag.
    await user.click(screen.getByRole('button', { name: 'Visa roll först' }));
    await user.click(await item('Roller', /Support/));
    await screen.findByRole('group', { name: 'Behörigheter i Bibliotek' });
    await waitFor(() => expect(checkbox('Låna ut').checked).toBe(true));
  });

  it('has no WCAG 2.1 A or AA violations in either order', async () => {
    renderSuperadminPage(ROLES_VIEW);
    const user = await chooseRoleAndSegment('Support', /Support/);
    await screen.findByRole('group', { name: 'Behörigheter i Support' });
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Visa behörighet först' }));
    await user.click(await item('Behörigheter i Support', /Skugga/));
    await screen.findByRole('group', { name: 'Roller med Skugga' });
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
