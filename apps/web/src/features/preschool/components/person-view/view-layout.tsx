import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';

// The frame both view panels share: a person named by a heading, sections, facts and empty texts.

export function PersonViewFrame({
  name,
  editable,
  children,
}: {
  name: string;
  /** The person the 'Redigera' button edits; a row of the overview is not editable here. */
  editable: PreschoolPerson | undefined;
  children: ReactNode;
}) {
  const { canEdit, startRegister } = usePreschoolScreen();
  const nameId = useId();
  return (
    <Box component="article" aria-labelledby={nameId} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={nameId} variant="h5" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {canEdit && editable && (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            onClick={() => startRegister({ kind: 'edit', person: editable })}
          >
            Redigera
          </Button>
        )}
      </Box>
      {children}
    </Box>
  );
}

export function ViewSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Box>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** Labelled facts as a description list of Facts: label beside value, stacked on a phone. */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 0.5 },
      }}
    >
      {children}
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {children}
      </Typography>
    </Box>
  );
}
