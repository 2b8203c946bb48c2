import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ella, sara } from '@/test/handlers/preschool.ts';
import { apiError, server } from '@/test/server.ts';
import { renderRegister } from './register-test-utils.tsx';

const form = () => screen.getByRole('form', { name: 'Lägg till ny vårdnadshavare' });
const field = (name: string) => within(form()).getByRole('textbox', { name });

async function fillGuardian() {
  await userEvent.type(field('Förnamn'), 'Maja');
  await userEvent.type(field('Efternamn'), 'Lund');
  await userEvent.type(field('E-post'), 'maja.lund@hemma.test');
  await userEvent.type(field('Telefon'), '+46 (0)70-123 45 67');
  await userEvent.type(field('Gatuadress'), 'Storgatan 1');
  await userEvent.type(field('Postnummer'), '114 55');
  await userEvent.type(field('Ort'), 'Stockholm');
}

describe('GuardianForm', () => {
  it('says what is missing and what is wrong, and saves nothing until it is right', async () => {
    let saves = 0;
    server.use(
      http.post('/api/preschool/:costCenter/person', () => {
        saves++;
        return HttpResponse.json({ id: 9, search: 'x' });
      }),
    );
    renderRegister({ kind: 'create', type: 'legalguardian' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    expect(await within(form()).findAllByText('Obligatoriskt')).toHaveLength(7);

    await userEvent.type(field('E-post'), 'maja.lund');
    await userEvent.type(field('Telefon'), '070-abc');
    await userEvent.type(field('Postnummer'), '114-55');
    await userEvent.click(field('Ort'));
    expect(await within(form()).findByText('Ange en giltig e-postadress')).toBeDefined();
    expect(within(form()).getByText('Endast siffror, mellanslag, +, - och parenteser')).toBeDefined();
    expect(within(form()).getByText('Endast siffror och mellanslag')).toBeDefined();
    expect(saves).toBe(0);
  });

  it('creates the guardian with the children added, says so and selects the new guardian', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/preschool/:costCenter/person', async ({ request }) => {
        bodies.push(await request.json());
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ id: 42, search: 'Maja Lund' });
      }),
    );
    const { screen: preschool } = renderRegister({ kind: 'create', type: 'legalguardian' }, [ella, sara]);
    await fillGuardian();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till Ella Berg' }));
    expect(within(screen.getByRole('region', { name: 'Barn' })).getByText('Ella Berg')).toBeDefined();
    // A guardian is no child of a guardian.
    expect(screen.queryByRole('button', { name: 'Lägg till Sara Berg' })).toBeNull();

    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(preschool.endRegister).toHaveBeenCalledWith({
        id: 42,
        type: 'legalguardian',
        search: 'Maja Lund',
      }),
    );
    expect(bodies).toEqual([
      {
        mode: 'create',
        type: 'legalguardian',
        data: {
          given_name: 'Maja',
          family_name: 'Lund',
          email: 'maja.lund@hemma.test',
          phone: '+46 (0)70-123 45 67',
          street_address: 'Storgatan 1',
          postal_code: '114 55',
          city: 'Stockholm',
          note: '',
        },
        guardian_id: null,
        children_ids: [1],
      },
    ]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('OK! Ändringarna är sparade')).toBeDefined();
  });

  it('keeps what was typed when the save fails, and sends the same key again', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/preschool/:costCenter/person', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return apiError(503, 'Databasen svarar inte just nu. Försök igen om en stund.');
      }),
    );
    const { screen: preschool } = renderRegister({ kind: 'create', type: 'legalguardian' });
    await fillGuardian();
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('ERROR 503: Databasen svarar inte just nu. Försök igen om en stund.'),
    ).toBeDefined();
    expect((field('E-post') as HTMLInputElement).value).toBe('maja.lund@hemma.test');
    await userEvent.click(within(form()).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    expect(preschool.endRegister).not.toHaveBeenCalled();
  });

  it('edits the selected guardian from its own data', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/preschool/:costCenter/person', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 2, search: 'Sara Berg' });
      }),
    );
    renderRegister({ kind: 'edit', person: sara });
    const edit = screen.getByRole('form', { name: 'Redigera vårdnadshavare' });
    expect((within(edit).getByRole('textbox', { name: 'Gatuadress' }) as HTMLInputElement).value).toBe(
      'Storgatan 1',
    );
    await userEvent.click(within(edit).getByRole('button', { name: 'Ta bort Ella Berg' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ mode: 'edit', guardian_id: 2, children_ids: [] });
  });
});
