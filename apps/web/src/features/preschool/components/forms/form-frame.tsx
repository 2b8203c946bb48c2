import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId } from 'react';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';

/** What both register forms share: the title, the fields, and 'Spara' and 'Avbryt'. */
export function FormFrame({
  title,
  onSubmit,
  saving,
  children,
}: {
  title: string;
  onSubmit(event: FormEvent): void;
  saving: boolean;
  children: ReactNode;
}) {
  const { endRegister } = usePreschoolScreen();
  const titleId = useId();
  return (
    <Box
      component="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Typography id={titleId} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => endRegister()} disabled={saving}>
          Avbryt
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-label="Sparar" /> : undefined}
        >
          Spara
        </Button>
      </Box>
    </Box>
  );
}

/** Two fields side by side on a wide screen, stacked on a phone. */
export const fieldGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;
