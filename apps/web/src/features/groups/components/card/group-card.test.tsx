import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { afterSchoolGroup, courseGroup, groupsState, mathGroup } from '@/test/handlers/groups.ts';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { apiError, pathOf, recordRequests } from '@/test/server.ts';
import { renderGroupsPage } from '../groups-test-utils.tsx';

const card = async (name: string) => {
  await screen.findByRole('heading', { name, level: 2 });
  return within(screen.getByRole('article', { name }));
};

/** The description list's values by label. */
function fieldsOf(scope: { getAllByRole(role: 'term'): HTMLElement[] }, labels: readonly string[]) {
  const terms = scope.getAllByRole('term');
  return Object.fromEntries(
    terms
      .filter((term) => labels.includes(term.textContent ?? ''))
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

const GROUP_FIELDS = ['Gruppkod', 'Start', 'Slut', 'Typ', 'Ämne', 'Kurskod'];
const SYNC_FIELDS = ['Skapad', 'Uppdaterad', 'Publicerad till Campus'];

describe('GroupCard', () => {
  it('shows a subject group’s unit, e-mail, fields with Ämne, and system ids with Kansli’s first', async () => {
    renderGroupsPage('/groups/7');
    const group = await card('9A Matematik');

    expect(group.getByText('Grundskolan Ekbacken')).toBeDefined();
    expect(group.getByRole('link', { name: '9a-matematik@skolan.test' }).getAttribute('href')).toBe(
      'mailto:9a-matematik@skolan.test',
    );
    expect(fieldsOf(group, GROUP_FIELDS)).toEqual({
      Gruppkod: 'MA9A',
      Start: '2025-08-18',
      Slut: '2026-06-12',
      Typ: 'Grundskolan ämne',
      Ämne: 'Matematik',
    });
    const systems = within(group.getByRole('table', { name: 'System-id' }));
    expect(systems.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'SystemIdSegment',
      'admin7-',
      'schoolsoftss-g-77-',
    ]);
  });

  it('shows Kurskod for a course group, no Ämne, no e-mail, and a system’s segment', async () => {
    renderGroupsPage('/groups/8');
    const group = await card('MATMAT01c NA23');

    expect(fieldsOf(group, GROUP_FIELDS)).toEqual({
      Gruppkod: '-',
      Start: '2025-08-20',
      Slut: '-',
      Typ: 'Gymnasiet kurs',
      Kurskod: 'MATMAT01c',
    });
    expect(group.queryByRole('link', { name: /@/ })).toBeNull();
    const systems = within(group.getByRole('table', { name: 'System-id' }));
    expect(systems.getAllByRole('row').map((row) => row.textContent)).toContain('adelaad-5501nordljus');
  });

  it('shows neither Ämne nor Kurskod for another type', async () => {
    renderGroupsPage('/groups/9');
    const group = await card('Fritids Ekbacken');
    expect(Object.keys(fieldsOf(group, GROUP_FIELDS))).toEqual(['Gruppkod', 'Start', 'Slut', 'Typ']);
  });

  it('shows when the group was created, updated and published in Stockholm time, or a dash', async () => {
    renderGroupsPage('/groups/7');
    expect(fieldsOf(await card('9A Matematik'), SYNC_FIELDS)).toEqual({
      Skapad: '2025-08-01 08:00',
      Uppdaterad: '2026-01-10 00:30',
      'Publicerad till Campus': '2026-01-10 09:05',
    });
  });

  it('offers Google and the campus admin only for a group the campus platform knows', async () => {
    renderGroupsPage('/groups/7');
    const known = await card('9A Matematik');
    expect(known.getByRole('button', { name: 'Publicera till Campus' })).toBeDefined();
    expect(known.getByRole('button', { name: 'Publicera till Google' })).toBeDefined();
    const admin = known.getByRole('link', { name: 'Öppna i Campus-admin' });
    expect(admin.getAttribute('href')).toBe('https://campus.example.test/admin/groups/cg-7');
    expect(admin.getAttribute('target')).toBe('_blank');

    renderGroupsPage('/groups/8');
    const unknown = await card('MATMAT01c NA23');
    expect(unknown.getByRole('button', { name: 'Publicera till Campus' })).toBeDefined();
    expect(unknown.queryByRole('button', { name: 'Publicera till Google' })).toBeNull();
    expect(unknown.queryByRole('link', { name: 'Öppna i Campus-admin' })).toBeNull();
  });

  it('publishes to Campus with the button disabled meanwhile, then shows the new time and the campus buttons', async () => {
    const { held, release } = heldAnswer();
    const requests = recordRequests();
    renderGroupsPage('/groups/8', {
      handlers: [
        http.post('/api/integration/group/:id/publish/campus', async () => {
          await held;
          return undefined;
        }),
      ],
    });
    const group = await card('MATMAT01c NA23');
    expect(fieldsOf(group, SYNC_FIELDS)['Publicerad till Campus']).toBe('-');

    await userEvent.click(group.getByRole('button', { name: 'Publicera till Campus' }));
    await waitFor(() =>
      expect(group.getByRole('button', { name: 'Publicera till Campus' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
    release();

    expect(await screen.findByText('Gruppen är publicerad till Campus')).toBeDefined();
    expect(fieldsOf(group, SYNC_FIELDS)['Publicerad till Campus']).toBe('2026-03-10 13:00');
    expect(group.getByRole('button', { name: 'Publicera till Campus' }).hasAttribute('disabled')).toBe(false);
    expect(group.getByRole('button', { name: 'Publicera till Google' })).toBeDefined();
    expect(group.getByRole('link', { name: 'Öppna i Campus-admin' })).toBeDefined();
    expect(requests.filter((r) => r.method === 'POST').map(pathOf)).toEqual([
      '/api/integration/group/8/publish/campus',
    ]);
  });

  it('shows the publishing error and keeps the card as it was', async () => {
    renderGroupsPage('/groups/8', {
      handlers: [
        http.post('/api/integration/group/:id/publish/campus', () => apiError(502, 'Campus svarar inte')),
      ],
    });
    const group = await card('MATMAT01c NA23');
    await userEvent.click(group.getByRole('button', { name: 'Publicera till Campus' }));

    expect(await screen.findByText('ERROR 502: Campus svarar inte')).toBeDefined();
    expect(fieldsOf(group, SYNC_FIELDS)['Publicerad till Campus']).toBe('-');
  });

  it('publishes to Google and tells what changed, re-enabling the button', async () => {
    const { held, release } = heldAnswer();
    renderGroupsPage('/groups/7', {
      handlers: [
        http.post('/api/integration/group/:id/publish/google', async () => {
          await held;
          return undefined;
        }),
      ],
    });
    const group = await card('9A Matematik');
    await userEvent.click(group.getByRole('button', { name: 'Publicera till Google' }));
    await waitFor(() =>
      expect(group.getByRole('button', { name: 'Publicera till Google' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
    release();

    expect(
      await screen.findByText('Gruppen är publicerad till Google: 3 tillagda, 1 borttagna'),
    ).toBeDefined();
    expect(group.getByRole('button', { name: 'Publicera till Google' }).hasAttribute('disabled')).toBe(false);
  });

  it('counts the members left out of Google for want of an account', async () => {
    const state = groupsState();
    state.google = { added: 1, removed: 0, withoutAccount: 2 };
    renderGroupsPage('/groups/7', { state });
    const group = await card('9A Matematik');
    await userEvent.click(group.getByRole('button', { name: 'Publicera till Google' }));

    expect(
      await screen.findByText(
        'Gruppen är publicerad till Google: 1 tillagda, 0 borttagna, utan Google-konto: 2',
      ),
    ).toBeDefined();
  });

  it('deactivates and activates the group, saying so', async () => {
    const requests = recordRequests();
    renderGroupsPage('/groups/7');
    const group = await card(mathGroup.name);
    const toggle = group.getByRole('switch', { name: 'aktiv' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    await userEvent.click(toggle);
    expect(await screen.findByText('Group deactivated')).toBeDefined();
    const off = group.getByRole('switch', { name: 'inaktiv' }) as HTMLInputElement;
    expect(off.checked).toBe(false);

    // Notices show one at a time: the next waits until this one is closed.
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(off);
    expect(await screen.findByText('Group activated')).toBeDefined();
    expect((group.getByRole('switch', { name: 'aktiv' }) as HTMLInputElement).checked).toBe(true);
    const bodies = await Promise.all(
      requests.filter((r) => r.method === 'POST').map(async (r) => `${pathOf(r)} ${await r.text()}`),
    );
    expect(bodies).toEqual([
      '/api/groups/7/setActiveStatus {"active":false}',
      '/api/groups/7/setActiveStatus {"active":true}',
    ]);
  });

  it('puts the toggle back and shows the error when the change fails', async () => {
    const { held, release } = heldAnswer();
    renderGroupsPage('/groups/9', {
      handlers: [
        http.post('/api/groups/:id/setActiveStatus', async () => {
          await held;
          return apiError(500, 'Databasen svarar inte');
        }),
      ],
    });
    const group = await card(afterSchoolGroup.name);
    await userEvent.click(group.getByRole('switch', { name: 'inaktiv' }));

    // While the call runs the toggle shows what was asked for.
    expect((group.getByRole('switch', { name: 'aktiv' }) as HTMLInputElement).checked).toBe(true);
    release();

    expect(await screen.findByText('ERROR 500: Databasen svarar inte')).toBeDefined();
    const toggle = (await group.findByRole('switch', { name: 'inaktiv' })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(false);
    expect(screen.queryByText('Group activated')).toBeNull();
  });

  it('keeps the list in step with a changed group', async () => {
    const requests = recordRequests();
    renderGroupsPage('/groups/8?search=MATMAT');
    await screen.findByRole('link', { name: /MATMAT01c NA23/ });
    const group = await card(courseGroup.name);
    await userEvent.click(group.getByRole('switch', { name: 'aktiv' }));
    await screen.findByText('Group deactivated');
    // The card is the list's group: the list holds the change without searching again.
    expect((group.getByRole('switch', { name: 'inaktiv' }) as HTMLInputElement).checked).toBe(false);
    const searches = requests.filter((r) => new URL(r.url).pathname === '/api/integration/groups');
    // Opened by its address, the group was also looked up by its id while the list loaded.
    expect(searches.map(pathOf)).toEqual([
      '/api/integration/groups?search=admin%3A8&pageIndex=0&pageSize=1',
      '/api/integration/groups?search=MATMAT&pageIndex=0&pageSize=8',
    ]);
  });

  it('answers a group that is no longer found with the search', async () => {
    renderGroupsPage('/groups/7', {
      handlers: [http.get('/api/integration/groups', () => HttpResponse.json({ groupCount: 0, groups: [] }))],
    });
    expect(await screen.findByText('Gruppen finns inte.')).toBeDefined();
  });
});
