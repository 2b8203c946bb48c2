import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { useRegisterDrop } from './register-dnd.tsx';

/** A person linked on the form: a guardian of the child, or a child of the guardian. */
export interface LinkedEntry {
  id: number;
  given_name: string;
  family_name: string;
  /** A guardian's e-mail address or a child's department. */
  detail: string;
  /** A guardian's custody share of the child; null until set. */
  percent: number | null;
}

export const linkedEntryOf = (person: PreschoolPerson): LinkedEntry => ({
  id: person.id,
  given_name: person.given_name,
  family_name: person.family_name,
  detail: person.type === 'legalguardian' ? person.email : person.department,
  percent: null,
});

/** The form's linked persons and the place to drop more (spec 2.7). */
export function LinkedList({
  title,
  accepts,
  entries,
  onAdd,
  onRemove,
  hint,
  action,
}: {
  title: string;
  accepts: PreschoolPerson['type'];
  entries: readonly LinkedEntry[];
  onAdd(person: PreschoolPerson): void;
  onRemove(id: number): void;
  hint: string;
  action?: ReactNode;
}) {
  const { setNodeRef, isOver } = useRegisterDrop(accepts, onAdd);
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box
        ref={setNodeRef}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isOver ? 'primary.main' : 'divider',
          bgcolor: isOver ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 1,
          minHeight: 64,
        }}
      >
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {hint}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby={titleId}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
          >
            {entries.map((entry) => {
              const name = `${entry.given_name} ${entry.family_name}`;
              return (
                <Box
                  component="li"
                  key={entry.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {[
                        entry.detail,
                        entry.percent !== null && entry.percent !== 100 ? `Andel ${entry.percent} %` : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                  <IconButton aria-label={`Ta bort ${name}`} onClick={() => onRemove(entry.id)}>
                    <CloseIcon />
                  </IconButton>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
}
