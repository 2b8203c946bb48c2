import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { ella, sara } from '@/test/handlers/preschool.ts';
import { apiError, server } from '@/test/server.ts';
import { todayIs } from '../person-view/test-utils.tsx';
import { renderRegister } from './register-test-utils.tsx';

const johan: PreschoolPerson = { ...sara, id: 3, given_name: 'Johan', email: 'johan.berg@hemma.test' };
const lina: PreschoolPerson = { ...sara, id: 4, given_name: 'Lina', email: 'lina.berg@hemma.test' };

const form = () => screen.getByRole('form', { name: 'Lägg till nytt barn' });
const field = (name: string) => within(form()).getByRole('textbox', { name });
const linked = () =>
  within(screen.getByRole('region', { name: 'Vårdnadshavare' })).queryAllByRole('listitem');

afterEach(() => vi.useRealTimers());

describe('ChildForm', () => {
  it('starts with one care period from today, and says what is missing and what is wrong', async () => {
    todayIs();
    renderRegister({ kind: 'create', type: 'child' });
    const start = within(form()).getByRole('group', { name: /^Start/ });
    expect(within(start).getByRole('spinbutton', { name: 'År' }).textContent).toBe('2026');
    expect(within(start).getByRole('spinbutton', { name: 'Dag' }).textContent).toBe('10');
    expect((within(form()).getByRole('switch', { name: 'Aktiv' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    expect(await within(form()).findAllByText('Obligatoriskt')).toHaveLength(2);
    expect(within(form()).getByText('Använd formatet yymmdd-nnnn')).toBeDefined();

    await userEvent.type(field('Personnummer'), '2303101234');
    await userEvent.type(field('Kostnad (kr i månaden)'), '1.688,50');
    await userEvent.click(field('Förnamn'));
    expect(await within(form()).findByText('Använd formatet 123.4 (punkt)')).toBeDefined();
    expect(within(form()).getByText('Använd formatet yymmdd-nnnn')).toBeDefined();

    // Half a date is no date.
    const end = within(form()).getByRole('group', { name: 'Slut' });
    await userEvent.click(within(end).getByRole('spinbutton', { name: 'År' }));
    await userEvent.keyboard('2027');
    await userEvent.click(field('Förnamn'));
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    expect(await within(form()).findByText('Använd formatet YYYY-MM-DD')).toBeDefined();
  });

  it('reads a cost with a decimal comma, and its summary names the kronor once', async () => {
    todayIs();
    renderRegister({ kind: 'create', type: 'child' });
    const cost = field('Kostnad (kr i månaden)');
    const summary = () =>
      within(form())
        .getByRole('button', { name: /^2026-11-10 – tills vidare/ })
        .textContent?.replaceAll(/\s/g, ' ');

    await userEvent.type(cost, '1420,5');
    await userEvent.click(field('Förnamn'));
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    expect(await within(form()).findAllByText('Obligatoriskt')).toHaveLength(2);
    expect(within(form()).queryByText('Använd formatet 123.4 (punkt)')).toBeNull();
    expect(summary()).toBe('2026-11-10 – tills vidare · Heltid · 1 420,50 kr');

    await userEvent.clear(cost);
    await userEvent.type(cost, '1 420 kr');
    await userEvent.click(field('Förnamn'));
    expect(summary()).toBe('2026-11-10 – tills vidare · Heltid · 1 420 kr');
    await userEvent.clear(cost);
    await userEvent.type(cost, '1420');
    expect(summary()).toBe('2026-11-10 – tills vidare · Heltid · 1 420 kr');
  });

  it('links guardians added by keyboard, half each for two, and sets 30/70 with the share dialog', async () => {
    renderRegister({ kind: 'create', type: 'child' }, [sara, johan, ella]);
    // A child is no guardian of a child.
    expect(screen.queryByRole('button', { name: 'Lägg till Ella Berg' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till Sara Berg' }));
    expect(linked().map((item) => item.textContent)).toEqual(['Sara Bergsara.berg@hemma.test']);
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till Johan Berg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till Johan Berg' }));
    expect(linked().map((item) => item.textContent)).toEqual([
      'Sara Bergsara.berg@hemma.test · Andel 50 %',
      'Johan Bergjohan.berg@hemma.test · Andel 50 %',
    ]);

    await userEvent.click(within(form()).getByRole('button', { name: 'Fördela vårdnad' }));
    const dialog = screen.getByRole('dialog', { name: 'Delad vårdnad' });
    within(dialog).getByRole('slider').focus();
    for (let i = 0; i < 20; i++) await userEvent.keyboard('{ArrowLeft}');
    expect(dialog.textContent).toContain('Sara Berg: 30 %');
    expect(dialog.textContent).toContain('Johan Berg: 70 %');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(linked().map((item) => item.textContent)).toEqual([
      'Sara Bergsara.berg@hemma.test · Andel 30 %',
      'Johan Bergjohan.berg@hemma.test · Andel 70 %',
    ]);
  });

  it('says the shares of three guardians cannot be set', async () => {
    renderRegister({ kind: 'create', type: 'child' }, [sara, johan, lina]);
    for (const name of ['Sara', 'Johan', 'Lina']) {
      await userEvent.click(screen.getByRole('button', { name: `Lägg till ${name} Berg` }));
    }
    await userEvent.click(within(form()).getByRole('button', { name: 'Fördela vårdnad' }));
    const dialog = screen.getByRole('dialog', { name: 'Delad vårdnad' });
    expect(within(dialog).getByText('Delad vårdnad mellan 3 vårdnadshavare stöds inte')).toBeDefined();
    expect(within(dialog).queryByRole('slider')).toBeNull();
  });

  it('creates the child with its care periods and guardians, then selects it', async () => {
    todayIs();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/preschool/:costCenter/person', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 77, search: 'Kim Berg' });
      }),
    );
    const { screen: preschool } = renderRegister({ kind: 'create', type: 'child' }, [sara]);
    await userEvent.type(field('Förnamn'), 'Kim');
    await userEvent.type(field('Efternamn'), 'Berg');
    await userEvent.type(field('Personnummer'), '230310-12AB');
    await userEvent.type(field('Kostnad (kr i månaden)'), '1 688.5');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till Sara Berg' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Lägg till omsorgstid' }));
    // Only the new period is open; the first closes.
    await waitFor(() => expect(within(form()).getAllByRole('button', { name: 'Ta bort' })).toHaveLength(1));
    expect(within(form()).getAllByRole('group', { name: /^Start/ })).toHaveLength(1);
    await userEvent.click(within(form()).getByRole('button', { name: 'Ta bort' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));

    await waitFor(() =>
      expect(preschool.endRegister).toHaveBeenCalledWith({ id: 77, type: 'child', search: 'Kim Berg' }),
    );
    expect(bodies).toEqual([
      {
        mode: 'create',
        type: 'child',
        data: {
          given_name: 'Kim',
          family_name: 'Berg',
          civic_number: '230310-12AB',
          note: '',
          active: true,
          commune: '',
          department: '',
          care_time: null,
          cost: null,
          start: null,
          end: null,
        },
        child_id: null,
        guardians: [{ id: 2, percent: 100 }],
        care_times: [
          {
            id: null,
            start: '2026-11-10',
            end: null,
            commune: 'Stockholm',
            department: '',
            care_time: 'Heltid',
            cost: 1688.5,
            note: '',
            _delete: false,
          },
        ],
      },
    ]);
  });

  it('marks a saved care period deleted and restores it, and keeps the form when the save fails', async () => {
    server.use(
      http.put('/api/preschool/:costCenter/person', () => apiError(400, 'Omsorgstiderna överlappar')),
    );
    const { screen: preschool } = renderRegister({ kind: 'edit', person: ella });
    const edit = screen.getByRole('form', { name: 'Redigera barn' });
    expect((within(edit).getByRole('textbox', { name: 'Personnummer' }) as HTMLInputElement).value).toBe(
      '230310-1234',
    );
    await userEvent.click(within(edit).getByRole('button', { name: /^2026-01-07 – tills vidare/ }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Markera som borttagen' }));
    expect(within(edit).getByText(/\(borttagen\)/)).toBeDefined();
    await userEvent.click(within(edit).getByRole('button', { name: 'Återställ' }));
    expect(within(edit).queryByText(/\(borttagen\)/)).toBeNull();

    await userEvent.clear(within(edit).getByRole('textbox', { name: 'Förnamn' }));
    await userEvent.type(within(edit).getByRole('textbox', { name: 'Förnamn' }), 'Elsa');
    await userEvent.click(within(edit).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('ERROR 400: Omsorgstiderna överlappar')).toBeDefined();
    expect((within(edit).getByRole('textbox', { name: 'Förnamn' }) as HTMLInputElement).value).toBe('Elsa');
    expect(preschool.endRegister).not.toHaveBeenCalled();
  });

  it('keeps the department of a care period that the unit has since removed', async () => {
    const period = { ...ella.care_times[0], department: 'Snigeln' } as PreschoolPerson['care_times'][number];
    renderRegister({ kind: 'edit', person: { ...ella, care_times: [period] } });
    const edit = screen.getByRole('form', { name: 'Redigera barn' });
    await userEvent.click(within(edit).getByRole('button', { name: /^2026-01-07 – tills vidare/ }));
    expect(within(edit).getByRole('combobox', { name: 'Avdelning' }).textContent).toBe('Snigeln');
    await userEvent.click(within(edit).getByRole('combobox', { name: 'Avdelning' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ingen avdelning',
      'Blåbär',
      'Lingon',
      'Snigeln',
    ]);
  });

  it('offers to open the child that has the civic number already, and a corrected save is a new action', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/preschool/:costCenter/person', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(
          { error: { statusCode: 409, message: 'Det finns redan ett barn med det personnumret', id: 1 } },
          { status: 409 },
        );
      }),
    );
    const { screen: preschool } = renderRegister({ kind: 'create', type: 'child' });
    await userEvent.type(field('Förnamn'), 'Ella');
    await userEvent.type(field('Efternamn'), 'Berg');
    await userEvent.type(field('Personnummer'), '230310-1234');
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    await within(form()).findByRole('button', { name: 'Öppna barnet' });
    // The same body again is a retry with the same key; a corrected one is a new action with a new key.
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    await userEvent.clear(field('Personnummer'));
    await userEvent.type(field('Personnummer'), '230310-1235');
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);

    await userEvent.click(await within(form()).findByRole('button', { name: 'Öppna barnet' }));
    expect(preschool.endRegister).toHaveBeenCalledWith({ id: 1, type: 'child', search: '230310-1235' });
  });
});
