import { zodResolver } from '@hookform/resolvers/zod';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { type TChildRegisterFormValues, ZChildRegisterForm } from '@kansli/domain/preschool/child-form';
import { withGuardianAdded, withGuardianRemoved } from '@kansli/domain/preschool/guardian-shares';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input.tsx';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { isApiError } from '@/lib/api-client.ts';
import { CarePeriodRows, newCarePeriod } from './care-period-rows.tsx';
import { FormFrame, fieldGrid } from './form-frame.tsx';
import { type LinkedEntry, LinkedList, linkedEntryOf } from './linked-list.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { useSavePerson } from './use-save-person.ts';

function initialValues(
  person: PreschoolPerson | undefined,
  today: string,
  commune: string,
): TChildRegisterFormValues {
  return {
    given_name: person?.given_name ?? '',
    family_name: person?.family_name ?? '',
    civic_number: person?.sub ?? '',
    note: person?.note ?? '',
    active: person?.active ?? true,
    // The care periods are the list below; the body's fields for a first period stay empty.
    commune: '',
    department: '',
    care_time: null,
    cost: '',
    start: '',
    end: '',
    care_times: person
      ? person.care_times.map((period) => ({
          id: period.id,
          start: period.start,
          end: period.end ?? '',
          commune: period.commune,
          department: period.department,
          care_time: period.care_time,
          cost: period.cost === null ? '' : String(period.cost),
          note: period.note,
          _delete: period._delete,
        }))
      : [newCarePeriod(today, commune)],
  };
}

/** Spec 2.7 and 5.1: a new child ('Lägg till nytt barn') or the selected one ('Redigera barn'). */
export function ChildForm({ person }: { person?: PreschoolPerson }) {
  const { unit, endRegister } = usePreschoolScreen();
  const [today] = useState(() => dateInStockholm(new Date()));
  const form = useForm({
    resolver: zodResolver(ZChildRegisterForm),
    defaultValues: initialValues(person, today, unit.communes[0] ?? ''),
    mode: 'onTouched',
  });
  const [expanded, setExpanded] = useState<number | null>(person ? null : 0);
  const [guardians, setGuardians] = useState<LinkedEntry[]>(() =>
    (person?.guardians ?? []).map((g) => ({
      id: g.id,
      given_name: g.given_name,
      family_name: g.family_name,
      detail: g.email ?? '',
      percent: g.percent,
    })),
  );
  const [sharing, setSharing] = useState(false);
  const { save, saving, error: failed } = useSavePerson('child', person !== undefined);
  const existingId = isApiError(failed, 409) ? failed.existingId : undefined;

  // Spec 4.2: the dragged guardian comes without its own children; only its link to this child counts.
  const addGuardian = useCallback(
    (guardian: PreschoolPerson) =>
      setGuardians((current) => withGuardianAdded(current, linkedEntryOf(guardian))),
    [],
  );

  const submit = form.handleSubmit(async (values) => {
    const { care_times, ...data } = values;
    const item = {
      mode: person ? ('edit' as const) : ('create' as const),
      type: 'child' as const,
      data,
      child_id: person?.id ?? null,
      guardians: guardians.map((g) => ({ id: g.id, percent: g.percent })),
      care_times,
    };
    await save(item);
  });

  return (
    <FormFrame title={person ? 'Redigera barn' : 'Lägg till nytt barn'} onSubmit={submit} saving={saving}>
      {existingId !== undefined && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() =>
                endRegister({ id: existingId, type: 'child', search: form.getValues('civic_number').trim() })
              }
            >
              Öppna barnet
            </Button>
          }
        >
          {failed?.message}
        </Alert>
      )}
      <Box sx={fieldGrid}>
        <TextInput control={form.control} name="given_name" label="Förnamn" required autoComplete="off" />
        <TextInput control={form.control} name="family_name" label="Efternamn" required autoComplete="off" />
        <TextInput
          control={form.control}
          name="civic_number"
          label="Personnummer"
          placeholder="yymmdd-nnnn"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 13 } }}
        />
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <FormControlLabel
              label="Aktiv"
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
            />
          )}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput control={form.control} name="note" label="Kommentar" multiline minRows={2} />
        </Box>
      </Box>
      <LinkedList
        title="Vårdnadshavare"
        accepts="legalguardian"
        entries={guardians}
        onAdd={addGuardian}
        onRemove={(id) => setGuardians((current) => withGuardianRemoved(current, id))}
        hint="Dra hit vårdnadshavare från sökresultatet, eller använd knappen Lägg till vid en vårdnadshavare."
        action={
          <Button onClick={() => setSharing(true)} disabled={guardians.length === 0}>
            Fördela vårdnad
          </Button>
        }
      />
      <CarePeriodRows control={form.control} expanded={expanded} onExpand={setExpanded} today={today} />
      {sharing && (
        <ShareDialog
          guardians={guardians}
          onClose={() => setSharing(false)}
          onApply={(first) => {
            setGuardians((current) =>
              current.map((g, index) => ({ ...g, percent: index === 0 ? first : 100 - first })),
            );
            setSharing(false);
          }}
        />
      )}
    </FormFrame>
  );
}
