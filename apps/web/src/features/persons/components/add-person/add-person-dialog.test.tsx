import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '@/test/handlers/person-actions.ts';
import { personsState } from '@/test/handlers/persons.ts';
import { apiError, recordRequests } from '@/test/server.ts';
import { axeTags, renderPersonsPage } from '../persons-test-utils.tsx';
import { ADDED_NOTICE, EXISTED_NOTICE } from './add-person-dialog.tsx';

const CIVIC_NUMBER = '19811218-9876';

async function openDialog(options: Parameters<typeof renderPersonsPage>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderPersonsPage('/person?search=Berg', options);
  await screen.findByRole('heading', { name: 'Elsa Berg', level: 2 });
  await user.click(screen.getByRole('button', { name: 'Lägg till person' }));
  const dialog = screen.getByRole('dialog', { name: 'Lägg till person' });
  return { user, dialog, ...rendered };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('textbox', { name: label });

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  values: { given?: string; family?: string; email?: string; civic?: string },
) {
  const typed: [RegExp, string | undefined][] = [
    [/^Förnamn/, values.given],
    [/^Efternamn/, values.family],
    [/^E-post/, values.email],
    [/^Personnummer/, values.civic],
  ];
  for (const [label, value] of typed) if (value) await user.type(field(dialog, label), value);
}

const creations = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/organisation/persons');

describe('Lägg till person', () => {
  it('asks for the names, the e-mail address and, marked optional, the civic number', async () => {
    const { dialog } = await openDialog();
    expect(field(dialog, /^Förnamn/)).toBe(document.activeElement);
    expect(field(dialog, /^Förnamn/).hasAttribute('required')).toBe(true);
    expect(field(dialog, /^Efternamn/).hasAttribute('required')).toBe(true);
    expect(field(dialog, /^E-post/).hasAttribute('required')).toBe(true);
    const civic = field(dialog, /^Personnummer \(valfritt\)/);
    expect(civic.hasAttribute('required')).toBe(false);
    expect(within(dialog).getByText('ÅÅÅÅMMDD-NNNN')).toBeDefined();
  });

  it('adds the person on Enter and opens the new card, keeping the search', async () => {
    const requests = recordRequests();
    const { user, dialog, router } = await openDialog();
    await fillIn(user, dialog, { given: ' Maja ', family: 'Lindqvist', email: 'Maja.Lindqvist@Skolan.test' });
    await user.type(field(dialog, /^Personnummer/), `${CIVIC_NUMBER}{Enter}`);

    expect(await screen.findByRole('heading', { name: 'Maja Lindqvist', level: 2 })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(ADDED_NOTICE)).toBeDefined();
    expect(router.state.location.pathname).toBe('/person/43');
    expect(router.state.location.search).toBe('?search=Berg');
    const [sent, ...more] = creations(requests);
    expect(more).toEqual([]);
    expect(await sent?.json()).toEqual({
      given_name: 'Maja',
      family_name: 'Lindqvist',
      email: 'maja.lindqvist@skolan.test',
      civic_number: CIVIC_NUMBER,
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/./);
  });

  it('sends no civic number when none is typed', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog, { given: 'Maja', family: 'Lindqvist', email: 'maja@skolan.test' });
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
    await screen.findByRole('heading', { name: 'Maja Lindqvist', level: 2 });
    expect(await creations(requests)[0]?.json()).toMatchObject({ civic_number: null });
  });

  it('says in Swedish at each field what is wrong, and sends nothing', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog, { email: 'maja.lindqvist', civic: '811218-9875' });
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));

    const messageOf = (label: RegExp) => {
      const input = field(dialog, label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      return document.getElementById(describedBy)?.textContent;
    };
    await waitFor(() => expect(messageOf(/^Förnamn/)).toBe('Obligatoriskt'));
    expect(messageOf(/^Efternamn/)).toBe('Obligatoriskt');
    expect(messageOf(/^E-post/)).toBe('Ange en giltig e-postadress');
    expect(messageOf(/^Personnummer/)).toBe('Ange ett giltigt personnummer, ÅÅÅÅMMDD-NNNN');
    expect(field(dialog, /^Förnamn/)).toBe(document.activeElement);
    expect(creations(requests)).toEqual([]);
  });

  it('shows the server’s refusal at the field it names and stays open', async () => {
    const message = 'Ange ett giltigt personnummer, ÅÅÅÅMMDD-NNNN';
    const { user, dialog } = await openDialog({
      handlers: [http.post('/api/organisation/persons', () => apiError(400, `civic_number: ${message}`))],
    });
    await fillIn(user, dialog, {
      given: 'Maja',
      family: 'Lindqvist',
      email: 'maja@skolan.test',
      civic: '20991218-0016',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));

    const civic = field(dialog, /^Personnummer/);
    await waitFor(() => expect(civic.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(message)).toBeDefined();
    expect(civic).toBe(document.activeElement);
    // At the field, not as the generic notice.
    expect(screen.queryByText(/^ERROR 400/)).toBeNull();
  });

  it.each([
    ['e-mail address, in another case', { email: 'Sara.Berg@Hemma.test' }],
    ['civic number, without its century', { email: 'ny@skolan.test', civic: '820404-5671' }],
  ])('opens the person who already has the %s, saying so', async (_what, values) => {
    const state = personsState();
    for (const person of state.persons) if (person.id === 11) person.civicNumber = '19820404-5671';
    const { user, dialog, router } = await openDialog({ state });
    const count = state.persons.length;
    await fillIn(user, dialog, { given: 'Sara', family: 'Berg', ...values });
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));

    expect(await screen.findByText(EXISTED_NOTICE)).toBeDefined();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(router.state.location.pathname).toBe('/person/11');
    expect(await screen.findByRole('heading', { name: 'Sara Berg', level: 2 })).toBeDefined();
    expect(state.persons).toHaveLength(count);
    expect(screen.queryByText(/^ERROR 409/)).toBeNull();
  });

  it('cannot be changed, sent again or closed while it is sending', async () => {
    const { held, release } = heldAnswer();
    const requests = recordRequests();
    const { user, dialog } = await openDialog({
      handlers: [
        http.post('/api/organisation/persons', async () => {
          await held;
          return apiError(503, 'Databasen svarar inte');
        }),
      ],
    });
    await fillIn(user, dialog, { given: 'Maja', family: 'Lindqvist', email: 'maja@skolan.test' });
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));

    const send = within(dialog).getByRole('button', { name: 'Lägg till' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(true));
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Avbryt' }).hasAttribute('disabled')).toBe(true);
    expect(field(dialog, /^Förnamn/).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Lägg till person' })).toBeDefined();

    release();
    expect(await screen.findByText('ERROR 503: Databasen svarar inte')).toBeDefined();
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect((field(dialog, /^Förnamn/) as HTMLInputElement).value).toBe('Maja');
    expect(creations(requests)).toHaveLength(1);
  });

  it('starts empty at every opening, and Avbryt closes it without sending', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog, { given: 'Maja' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Lägg till person' }));
    const again = screen.getByRole('dialog', { name: 'Lägg till person' });
    expect((field(again, /^Förnamn/) as HTMLInputElement).value).toBe('');
    expect(creations(requests)).toEqual([]);
  });

  it('keeps the civic number out of the address and the browser’s storage', async () => {
    const { user, dialog, router } = await openDialog();
    await fillIn(user, dialog, {
      given: 'Maja',
      family: 'Lindqvist',
      email: 'maja@skolan.test',
      civic: CIVIC_NUMBER,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
    await screen.findByRole('heading', { name: 'Maja Lindqvist', level: 2 });

    const digits = CIVIC_NUMBER.replace('-', '').slice(2);
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    for (const text of [router.state.location.pathname + router.state.location.search, ...stored]) {
      expect(text.replace('-', '')).not.toContain(digits);
    }
  });

  it('has no WCAG 2.1 A or AA violations, empty and with its messages', async () => {
    const { user, dialog } = await openDialog();
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
    await within(dialog).findAllByText('Obligatoriskt');
    expect((await axe.run(document.body, axeTags)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
