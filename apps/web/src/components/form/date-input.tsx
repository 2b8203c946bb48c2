import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './text-input.tsx';

// A date of a react-hook-form form, with the Swedish date picker: the message of the form schema shows under
// the field it belongs to.

/** Something typed that is no date: the schema answers 'Använd formatet YYYY-MM-DD'. */
const NOT_A_DATE = 'ogiltigt datum';

function dateText(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : NOT_A_DATE;
}

/** A date of the form: the sv-SE picker, held as 'YYYY-MM-DD' or '' as the body sends it. */
export function DateInput<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  disabled,
}: FieldProps<T, O>) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          value={field.value && field.value !== NOT_A_DATE ? dayjs(field.value as string) : null}
          onChange={(value) => field.onChange(dateText(value))}
          disabled={disabled}
          inputRef={(element: HTMLInputElement | null) => {
            field.ref(element);
            input.current = element;
          }}
          format="YYYY-MM-DD"
          slotProps={{
            textField: {
              name: field.name,
              required,
              fullWidth: true,
              onBlur: () => {
                // The picker answers nothing for a date typed in part ('2027-MM-DD'): that is no date.
                const typed = input.current?.value ?? '';
                if (/\d/.test(typed) && !/^\d{4}-\d{2}-\d{2}$/.test(typed)) field.onChange(NOT_A_DATE);
                field.onBlur();
              },
              error: fieldState.error !== undefined,
              helperText: fieldState.error?.message,
            },
          }}
        />
      )}
    />
  );
}
