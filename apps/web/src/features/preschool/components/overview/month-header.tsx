import { addMonths } from '@kansli/domain/calendar/dates';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { monthTitle } from '../person-view/view-data.ts';

/** 'November 2026': the month as a heading starts with a capital. */
export function monthHeading(month: string): string {
  const title = monthTitle(month);
  return title.charAt(0).toLocaleUpperCase('sv-SE') + title.slice(1);
}

/** The overview's month with the arrows to the month before and after (spec 2.9). */
export function MonthHeader({
  month,
  currentMonth,
  onChange,
  disabled,
  headingId,
}: {
  month: string;
  currentMonth: string;
  onChange: (month: string) => void;
  /** While editing the month stays. */
  disabled: boolean;
  headingId: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <IconButton
        aria-label="Föregående månad"
        onClick={() => onChange(addMonths(month, -1))}
        disabled={disabled}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        aria-live="polite"
        sx={{ minWidth: 170, textAlign: 'center' }}
      >
        {monthHeading(month)}
      </Typography>
      <IconButton aria-label="Nästa månad" onClick={() => onChange(addMonths(month, 1))} disabled={disabled}>
        <ChevronRightIcon />
      </IconButton>
      {month !== currentMonth && (
        <Button size="small" onClick={() => onChange(currentMonth)} disabled={disabled}>
          Denna månad
        </Button>
      )}
    </Box>
  );
}
