import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { unitQueryKeys } from '@/lib/api/query-keys.ts';
import { authorizationWith } from '@/test/authorization-fixtures.ts';
import { authorizationHandlers } from '@/test/handlers/authorization.ts';
import {
  type OrganisationState,
  organisationHandlers,
  organisationState,
} from '@/test/handlers/organisation.ts';
import { apiError, pathOf, recordRequests } from '@/test/server.ts';
import { stubPhoneScreen } from '@/test/wide-screen.ts';
import { axeTags, ORGANISATION_TAB, renderSuperadminPage } from '../superadmin-test-utils.tsx';

function renderOrganisation(
  state: OrganisationState = organisationState(),
  handlers = organisationHandlers(state),
) {
  return { ...renderSuperadminPage(ORGANISATION_TAB, { handlers }), organisation: state };
}

const tree = () => screen.findByRole('list', { name: 'Organisationens enheter' });
const unitButton = async (name: string) =>
  within(await tree()).findByRole('button', { name: new RegExp(`^${name}`) });
const dialog = () => screen.findByRole('dialog');

describe('the Organisation tab', () => {
  it('is the tab after Integrationer, for a holder of adminMenu SUPERADMIN only', async () => {
    const { unmount } = renderOrganisation();
    expect((await screen.findByRole('tab', { name: 'Organisation' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    unmount();

    const withoutFlag = authorizationWith([{ segment: 'adminMenu', flags: ['PERSONS'], locations: [1] }]);
    const requests = recordRequests();
    renderOrganisation(organisationState(), [
      authorizationHandlers.authorization(withoutFlag),
      ...organisationHandlers(),
    ]);
    await screen.findByRole('tab', { name: 'Databas' });
    expect(screen.queryByRole('tab', { name: 'Organisation' })).toBeNull();
    expect(requests.some((request) => pathOf(request).startsWith('/api/organisation'))).toBe(false);
  });

  it('shows the units as a tree with cost center and business, ended ones only with Visa avslutade', async () => {
    const user = userEvent.setup();
    renderOrganisation();
    const top = await unitButton('Nordljus Utbildning');
    expect(top.textContent).toBe('Nordljus UtbildningKostnadsställe 1000');
    expect((await unitButton('Förskolan Solrosen')).textContent).toContain('Kostnadsställe 4101 · Förskola');
    expect((await unitButton('Nordljus grundskola Centrum')).textContent).toContain(
      'Grundskola och gymnasium',
    );
    expect(within(await tree()).queryByRole('button', { name: /^Nordljus Stab/ })).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Visa avslutade' }));
    expect((await unitButton('Nordljus Stab')).textContent).toContain('Avslutad 2026-01-01');
  });

  it('opens and closes the units below a unit from the keyboard', async () => {
    const user = userEvent.setup();
    renderOrganisation();
    const toggle = await screen.findByRole('button', { name: 'Dölj enheterna under Nordljus Förskolor' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await unitButton('Förskolan Solrosen')).toBeDefined();
    toggle.focus();
    await user.keyboard('{Enter}');
    const closed = screen.getByRole('button', { name: 'Visa enheterna under Nordljus Förskolor' });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Organisationens enheter' })).queryByRole('button', {
          name: /^Förskolan Solrosen/,
        }),
      ).toBeNull(),
    );
    await user.keyboard(' ');
    expect(await unitButton('Förskolan Solrosen')).toBeDefined();
  });

  it('shows skeletons while the units load, and what to do when there are none', async () => {
    renderOrganisation(organisationState(), [
      http.get('/api/organisation/locations', async () => {
        await delay(100);
        return HttpResponse.json({ locations: [] });
      }),
    ]);
    expect(await screen.findByRole('status', { name: 'Hämtar organisationen' })).toBeDefined();
    expect(
      await screen.findByText('Det finns inga enheter ännu. Börja med organisationens översta enhet.'),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till enhet' }));
    const form = await dialog();
    expect((within(form).getByRole('textbox', { name: 'Överordnad enhet' }) as HTMLInputElement).value).toBe(
      'Ingen – organisationens översta enhet',
    );
  });

  it('says when the units cannot be read, and asks again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const state = organisationState();
    renderOrganisation(state, [
      http.get('/api/organisation/locations', () => {
        calls += 1;
        return calls === 1
          ? apiError(
              500,
              'Ett oväntat fel uppstod i Kansli. Försök igen; kvarstår felet, kontakta systemförvaltaren.',
            )
          : HttpResponse.json({ locations: state.locations });
      }),
    ]);
    expect(await screen.findByText('Organisationen kunde inte hämtas.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await unitButton('Förskolan Solrosen')).toBeDefined();
  });

  it('makes a preschool with two departments and communes, and makes every list of units stale', async () => {
    const user = userEvent.setup();
    const { organisation, queryClient } = renderOrganisation();
    queryClient.setQueryData(['preschool', 'locations'], []);
    queryClient.setQueryData(['schools', 'units'], []);
    queryClient.setQueryData(unitQueryKeys.publishLocations, []);

    await user.click(await screen.findByRole('button', { name: 'Lägg till enhet' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Lägg till enhet' })).toBeDefined();
    expect(within(form).queryByRole('heading', { name: 'Avdelningar' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Namn' }), 'Förskolan Ekbacken');
    await user.clear(within(form).getByRole('combobox', { name: 'Överordnad enhet' }));
    await user.type(within(form).getByRole('combobox', { name: 'Överordnad enhet' }), 'Förskolor');
    await user.click(await screen.findByRole('option', { name: 'Nordljus Förskolor' }));
    await user.type(within(form).getByRole('textbox', { name: 'Kostnadsställe' }), '4107');
    await user.click(within(form).getByRole('combobox', { name: 'Verksamhet' }));
    await user.click(await screen.findByRole('option', { name: 'Förskola (100)' }));

    expect(within(form).getByRole('heading', { name: 'Avdelningar' })).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Lägg till avdelning' }));
    await user.type(within(form).getByRole('textbox', { name: 'Avdelning 1' }), 'Blåbäret');
    await user.click(within(form).getByRole('button', { name: 'Lägg till avdelning' }));
    await user.type(within(form).getByRole('textbox', { name: 'Avdelning 2' }), 'Lingonet');
    await user.click(within(form).getByRole('button', { name: 'Lägg till kommun' }));
    await user.type(within(form).getByRole('textbox', { name: 'Kommun 1' }), 'Solna');
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));

    expect(await screen.findByText('Enheten är skapad')).toBeDefined();
    expect(organisation.saves).toEqual([
      {
        parent_id: 100,
        name: 'Förskolan Ekbacken',
        business_id: 100,
        cost_center: '4107',
        system_ids: [],
        freshservice_id: null,
        departments: [{ name: 'Blåbäret' }, { name: 'Lingonet' }],
        communes: ['Solna'],
      },
    ]);
    expect((await unitButton('Förskolan Ekbacken')).textContent).toContain('Kostnadsställe 4107 · Förskola');
    for (const queryKey of [
      ['preschool', 'locations'],
      ['schools', 'units'],
      unitQueryKeys.publishLocations,
    ]) {
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
  });

  it('says at the field what is wrong, from the form and from the server', async () => {
    const user = userEvent.setup();
    const { organisation } = renderOrganisation();
    await user.click(await screen.findByRole('button', { name: 'Lägg till enhet' }));
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    expect(within(form).getByRole('textbox', { name: 'Namn' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Ange ett namn')).toBeDefined();
    expect(organisation.saves).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Namn' }), 'Ekbackens skola');
    await user.type(within(form).getByRole('textbox', { name: 'Kostnadsställe' }), '4101');
    await user.type(within(form).getByRole('textbox', { name: 'Freshservice-id' }), '12a');
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    expect(await within(form).findByText('Freshservice-id är ett positivt heltal')).toBeDefined();
    await user.clear(within(form).getByRole('textbox', { name: 'Freshservice-id' }));
    await user.click(within(form).getByRole('button', { name: 'Skapa' }));
    expect(
      await within(form).findByText('Kostnadsstället 4101 används redan av Förskolan Solrosen'),
    ).toBeDefined();
    expect(within(form).getByRole('textbox', { name: 'Kostnadsställe' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('edits a preschool: its business is kept, a department renamed keeps its id', async () => {
    const user = userEvent.setup();
    const { organisation } = renderOrganisation();
    await user.click(await unitButton('Förskolan Solrosen'));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Redigera Förskolan Solrosen' })).toBeDefined();
    expect(within(form).getByRole('combobox', { name: 'Verksamhet' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(within(form).getByText('En förskolas verksamhet kan inte ändras')).toBeDefined();
    const humlan = within(form).getByRole('textbox', { name: 'Avdelning 1' });
    await user.clear(humlan);
    await user.type(humlan, 'Humlorna');
    await user.click(within(form).getByRole('button', { name: 'Ta bort avdelning Myran' }));
    await user.click(within(form).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Enheten är sparad')).toBeDefined();
    expect(organisation.saves[0]).toMatchObject({
      departments: [{ id: 1, name: 'Humlorna' }],
      communes: ['Stockholm', 'Solna'],
    });
  });

  it('adds and removes a school system’s id, and names the school system the pupils come from', async () => {
    const user = userEvent.setup();
    const { organisation } = renderOrganisation();
    await user.click(await unitButton('Nordljus grundskola Centrum'));
    const form = await dialog();
    expect(
      within(form).getByText('Elever och grupper importeras från schoolsoft, som väljs efter namnet'),
    ).toBeDefined();
    expect(within(form).queryByRole('heading', { name: 'Avdelningar' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Lägg till koppling' }));
    const second = within(form).getByRole('group', { name: 'Koppling 2' });
    await user.type(within(second).getByRole('combobox', { name: 'System' }), 'schoolsoft');
    await user.type(within(second).getByRole('textbox', { name: 'Id' }), 'ss-201');
    await user.click(within(form).getByRole('button', { name: 'Ta bort koppling 1' }));
    await user.click(within(form).getByRole('button', { name: 'Spara' }));
    await screen.findByText('Enheten är sparad');
    expect(organisation.saves[0]).toMatchObject({
      system_ids: [{ system: 'schoolsoft', system_id: 'ss-201', system_segment: null }],
      freshservice_id: 27_000_000_201,
      departments: [],
      communes: [],
    });
  });

  it("ends a unit from a date after 'Avsluta enhet' asks, and reopens it", async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderOrganisation();
    await user.click(await unitButton('Nordljus grundskola Centrum'));
    await user.click(within(await dialog()).getByRole('button', { name: 'Avsluta enhet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Avsluta enhet' });
    expect(confirm.textContent).toContain('Avsluta Nordljus grundskola Centrum?');
    const date = within(confirm).getByRole('group', { name: /Avslutas från och med/ });
    expect(date).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Avsluta enhet' }));
    expect(await screen.findByText('Enheten är avslutad')).toBeDefined();
    const ended = requests.find((request) => pathOf(request) === '/api/organisation/locations/201/end');
    expect(await ended?.json()).toEqual({ date: dateInStockholm(new Date()) });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Organisationens enheter' })).queryByRole('button', {
          name: /^Nordljus grundskola Centrum/,
        }),
      ).toBeNull(),
    );

    await user.click(screen.getByRole('switch', { name: 'Visa avslutade' }));
    await user.click(await unitButton('Nordljus grundskola Centrum'));
    await user.click(within(await dialog()).getByRole('button', { name: 'Återöppna enhet' }));
    // The notice of the end is still shown; the reopening's waits behind it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => pathOf(request) === '/api/organisation/locations/201/reopen')).toBe(
      true,
    );
    await waitFor(async () =>
      expect((await unitButton('Nordljus grundskola Centrum')).textContent).not.toContain('Avslutad'),
    );
  });

  it('shows a refusal to end a unit in the confirmation', async () => {
    const user = userEvent.setup();
    renderOrganisation();
    await user.click(await unitButton('Nordljus Förskolor'));
    await user.click(within(await dialog()).getByRole('button', { name: 'Avsluta enhet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Avsluta enhet' });
    await user.click(within(confirm).getByRole('button', { name: 'Avsluta enhet' }));
    expect(await within(confirm).findByText(/^Avsluta först enheterna under den/)).toBeDefined();
  });

  it('fills a phone’s screen with the unit’s dialog', async () => {
    stubPhoneScreen();
    const user = userEvent.setup();
    renderOrganisation();
    await user.click(await unitButton('Förskolan Solrosen'));
    const form = await dialog();
    expect(form.className).toContain('MuiDialog-paperFullScreen');
  });

  it('has no WCAG 2.1 A or AA violations in the tree and in the unit’s dialog', async () => {
    const user = userEvent.setup();
    renderOrganisation();
    await user.click(await screen.findByRole('switch', { name: 'Visa avslutade' }));
    await unitButton('Nordljus Stab');
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(await unitButton('Förskolan Solrosen'));
    await dialog();
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
