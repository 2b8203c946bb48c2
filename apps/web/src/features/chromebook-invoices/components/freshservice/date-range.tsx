import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { SwedishDates } from '@/components/swedish-dates.tsx';

// Spec part 2, 2 and 5: the period whose cases are fetched; both ends must be dates.

export const INVALID_START_TEXT = 'Invalid start date';
export const INVALID_END_TEXT = 'Invalid end date';

export type DateRangeValue = { from: Dayjs | null; to: Dayjs | null };

/** What is wrong with the range, per end: no date, or an end before the start. */
export function dateRangeErrors({ from, to }: DateRangeValue) {
  const startValid = from?.isValid() ?? false;
  const endValid = (to?.isValid() ?? false) && !(startValid && to?.isBefore(from, 'day'));
  return { start: startValid ? null : INVALID_START_TEXT, end: endValid ? null : INVALID_END_TEXT };
}

export function DateRange({
  value,
  onChange,
  disabled,
}: {
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
  disabled: boolean;
}) {
  const errors = dateRangeErrors(value);
  const field = (error: string | null) => ({
    textField: { size: 'small' as const, error: error !== null, helperText: error ?? ' ' },
  });
  return (
    <SwedishDates>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label="Från"
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
          format="YYYY-MM-DD"
          disabled={disabled}
          slotProps={field(errors.start)}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <DatePicker
          label="Till"
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          format="YYYY-MM-DD"
          disabled={disabled}
          slotProps={field(errors.end)}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
      </Box>
    </SwedishDates>
  );
}
