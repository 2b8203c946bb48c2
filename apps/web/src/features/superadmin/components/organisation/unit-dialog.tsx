import { zodResolver } from '@hookform/resolvers/zod';
import { BUSINESSES, businessName } from '@kansli/domain/organisation/businesses';
import {
  isPreschoolAfterSave,
  type TLocationForm,
  type TLocationFormValues,
  ZLocationForm,
} from '@kansli/domain/organisation/locations';
import { exportSystemOf } from '@kansli/domain/schools/export-system';
import { isSchoolBusiness } from '@kansli/domain/schools/synchronizations';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { type Control, Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button.tsx';
import { TextInput } from '@/components/form/text-input.tsx';
import { useChangeLocation } from '@/features/superadmin/api/change-location.ts';
import { useCreateLocation } from '@/features/superadmin/api/create-location.ts';
import type { OrganisationUnit } from '@/features/superadmin/api/list-organisation.ts';
import { useReopenLocation } from '@/features/superadmin/api/reopen-location.ts';
import {
  fieldOfRefusal,
  formValuesOf,
  parentChoices,
} from '@/features/superadmin/utils/organisation-form.ts';
import { isApiError } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { NameRows } from './name-rows.tsx';
import { SystemIdRows } from './system-id-rows.tsx';

export const UNIT_CREATED_NOTICE = 'Enheten är skapad';
export const UNIT_SAVED_NOTICE = 'Enheten är sparad';
export const UNIT_REOPENED_NOTICE = 'Enheten är återöppnad';
const PRESCHOOL_BUSINESS_LOCKED = 'En förskolas verksamhet kan inte ändras';

const fieldGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

/**
 * 'Lägg till enhet' and a unit's editing: Namn, Överordnad enhet, Kostnadsställe, Verksamhet,
 * Freshservice-id, Systemkopplingar, and for a preschool its Avdelningar and Kommuner. A refusal of the
 * server shows at its field. From here a unit is ended ('Avsluta enhet') or its end taken back.
 */
export function UnitDialog({
  unit,
  units,
  parentId,
  onClose,
  onSaved,
  onEnd,
}: {
  /** The unit edited; undefined makes a new one. */
  unit: OrganisationUnit | undefined;
  units: readonly OrganisationUnit[];
  /** The unit a new one starts under. */
  parentId: number | null;
  onClose: () => void;
  onSaved: (saved: { id: number; parent_id: number | null }) => void;
  /** Asks to end the unit. */
  onEnd: (unit: OrganisationUnit) => void;
}) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const create = useCreateLocation();
  const change = useChangeLocation();
  const reopen = useReopenLocation();
  const saving = create.isPending || change.isPending;
  const form = useForm<TLocationFormValues, unknown, TLocationForm>({
    resolver: zodResolver(ZLocationForm),
    defaultValues: formValuesOf(unit, parentId),
    // Checked when saved, then at each change: a check on leaving a field, still running when a row
    // was added by the click that left it, lost that row.
    mode: 'onSubmit',
  });
  const [businessId, name] = useWatch({ control: form.control, name: ['business_id', 'name'] });
  const preschool = isPreschoolAfterSave(unit, businessId);
  const choices = useMemo(() => parentChoices(units, unit), [units, unit]);
  const isTop = unit !== undefined && unit.parent_id === null;
  const failure = create.error ?? change.error;
  const refusal = isApiError(failure) ? fieldOfRefusal(failure.statusCode, failure.message) : undefined;

  const close = () => {
    if (!saving) onClose();
  };

  const submit = form.handleSubmit((values) => {
    // A unit that is no preschool has neither departments nor communes, whatever the form held.
    const body = preschool ? values : { ...values, departments: [], communes: [] };
    const onError = (error: unknown) => {
      const at = isApiError(error) ? fieldOfRefusal(error.statusCode, error.message) : undefined;
      if (at)
        form.setError(
          at.field as FieldPath<TLocationFormValues>,
          { message: at.message },
          { shouldFocus: true },
        );
    };
    if (unit) {
      change.mutate(
        { id: unit.id, unit: body },
        {
          onSuccess: (saved) => {
            showNotice(UNIT_SAVED_NOTICE);
            onSaved(saved);
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: ({ id }) => {
          showNotice(UNIT_CREATED_NOTICE);
          onSaved({ id, parent_id: body.parent_id });
        },
        onError,
      });
    }
  });

  const reopenUnit = (reopened: OrganisationUnit) =>
    reopen.mutate(reopened.id, {
      onSuccess: () => {
        showNotice(UNIT_REOPENED_NOTICE);
        onClose();
      },
    });

  const businessHelp = unit?.preschool
    ? PRESCHOOL_BUSINESS_LOCKED
    : businessId !== null && isSchoolBusiness(businessId)
      ? `Elever och grupper importeras från ${exportSystemOf(name)}, som väljs efter namnet`
      : undefined;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{unit ? `Redigera ${unit.name}` : 'Lägg till enhet'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3, pt: '8px !important' }}>
          {failure && !refusal && <Alert severity="error">{failure.message}</Alert>}
          <Box sx={fieldGrid}>
            <TextInput control={form.control} name="name" label="Namn" required autoComplete="off" />
            {isTop ? (
              <TextField
                label="Överordnad enhet"
                value="Ingen – organisationens översta enhet"
                disabled
                fullWidth
              />
            ) : (
              <ParentField control={form.control} choices={choices} />
            )}
            <TextInput
              control={form.control}
              name="cost_center"
              label="Kostnadsställe"
              required={preschool}
              autoComplete="off"
            />
            <Controller
              control={form.control}
              name="business_id"
              render={({ field }) => (
                <TextField
                  select
                  label="Verksamhet"
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ?? ''}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? null : Number(event.target.value))
                  }
                  disabled={unit?.preschool}
                  helperText={businessHelp}
                  // Why the field is locked must stay readable beside it (contrast).
                  slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
                  fullWidth
                >
                  <MenuItem value="">Ingen verksamhet</MenuItem>
                  {BUSINESSES.map((business) => (
                    <MenuItem key={business.id} value={business.id}>
                      {business.name} ({business.id})
                    </MenuItem>
                  ))}
                  {field.value !== null && !BUSINESSES.some((business) => business.id === field.value) && (
                    <MenuItem value={field.value}>{businessName(field.value)}</MenuItem>
                  )}
                </TextField>
              )}
            />
            <TextInput
              control={form.control}
              name="freshservice_id"
              label="Freshservice-id"
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
          <Divider />
          <SystemIdRows control={form.control} />
          {preschool && (
            <>
              <Divider />
              <Box sx={fieldGrid}>
                <NameRows control={form.control} list="departments" />
                <NameRows control={form.control} list="communes" />
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {unit && !isTop && (
            <Box sx={{ mr: 'auto' }}>
              {unit.ended_at === null ? (
                <Button color="error" onClick={() => onEnd(unit)} disabled={saving}>
                  Avsluta enhet
                </Button>
              ) : (
                <BusyButton onClick={() => reopenUnit(unit)} busy={reopen.isPending} disabled={saving}>
                  Återöppna enhet
                </BusyButton>
              )}
            </Box>
          )}
          <Button onClick={close} disabled={saving}>
            Avbryt
          </Button>
          <BusyButton type="submit" variant="contained" busy={saving}>
            {unit ? 'Spara' : 'Skapa'}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** 'Överordnad enhet': a unit chosen by a search of the names. */
function ParentField({
  control,
  choices,
}: {
  control: Control<TLocationFormValues, unknown, TLocationForm>;
  choices: readonly OrganisationUnit[];
}) {
  return (
    <Controller
      control={control}
      name="parent_id"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={choices}
          value={choices.find((choice) => choice.id === field.value) ?? null}
          onChange={(_event, choice) => field.onChange(choice?.id ?? null)}
          onBlur={field.onBlur}
          getOptionLabel={(choice) => choice.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText="Inga resultat hittades"
          renderInput={(params) => (
            <TextField
              {...params}
              label="Överordnad enhet"
              required
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
