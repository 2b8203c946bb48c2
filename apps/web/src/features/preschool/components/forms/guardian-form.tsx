import { zodResolver } from '@hookform/resolvers/zod';
import { type TGuardianData, ZGuardianData } from '@kansli/domain/preschool/guardian-form';
import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input.tsx';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { FormFrame, fieldGrid } from './form-frame.tsx';
import { type LinkedEntry, LinkedList, linkedEntryOf } from './linked-list.tsx';
import { useSavePerson } from './use-save-person.ts';

function initialValues(person: PreschoolPerson | undefined): TGuardianData {
  return {
    given_name: person?.given_name ?? '',
    family_name: person?.family_name ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    street_address: person?.street_address ?? '',
    postal_code: person?.postal_code ?? '',
    city: person?.city ?? '',
    note: person?.note ?? '',
  };
}

/** Spec 2.7 and 5.2: a new guardian ('Lägg till ny vårdnadshavare') or the selected one. */
export function GuardianForm({ person }: { person?: PreschoolPerson }) {
  const form = useForm({
    resolver: zodResolver(ZGuardianData),
    defaultValues: initialValues(person),
    mode: 'onTouched',
  });
  const [children, setChildren] = useState<LinkedEntry[]>(() =>
    (person?.children ?? []).map((c) => ({
      id: c.id,
      given_name: c.given_name,
      family_name: c.family_name,
      detail: c.department ?? '',
      percent: c.percent,
    })),
  );
  const { save, saving } = useSavePerson('legalguardian', person !== undefined);

  const addChild = useCallback(
    (child: PreschoolPerson) =>
      setChildren((current) =>
        current.some((c) => c.id === child.id) ? current : [...current, linkedEntryOf(child)],
      ),
    [],
  );

  const submit = form.handleSubmit(async (data) => {
    const item = {
      mode: person ? ('edit' as const) : ('create' as const),
      type: 'legalguardian' as const,
      data,
      guardian_id: person?.id ?? null,
      children_ids: children.map((c) => c.id),
    };
    await save(item);
  });

  const field = (name: keyof TGuardianData, label: string, props: object = {}) => (
    <TextInput control={form.control} name={name} label={label} required={name !== 'note'} {...props} />
  );
  return (
    <FormFrame
      title={person ? 'Redigera vårdnadshavare' : 'Lägg till ny vårdnadshavare'}
      onSubmit={submit}
      saving={saving}
    >
      <Box sx={fieldGrid}>
        {field('given_name', 'Förnamn', { autoComplete: 'off' })}
        {field('family_name', 'Efternamn', { autoComplete: 'off' })}
        {field('email', 'E-post', { type: 'email', autoComplete: 'off' })}
        {field('phone', 'Telefon', { type: 'tel', autoComplete: 'off' })}
        {field('street_address', 'Gatuadress', { autoComplete: 'off' })}
        {field('postal_code', 'Postnummer', {
          autoComplete: 'off',
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        })}
        {field('city', 'Ort', { autoComplete: 'off' })}
        <Box sx={{ gridColumn: '1 / -1' }}>{field('note', 'Kommentar', { multiline: true, minRows: 2 })}</Box>
      </Box>
      <LinkedList
        title="Barn"
        accepts="child"
        entries={children}
        onAdd={addChild}
        onRemove={(id) => setChildren((current) => current.filter((c) => c.id !== id))}
        hint="Dra hit barn från sökresultatet, eller använd knappen Lägg till vid ett barn."
      />
    </FormFrame>
  );
}
