import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PreschoolPerson, PreschoolSearchAnswer } from '@/features/preschool/api/search-persons.ts';
import { DraggablePerson, useRegisterTarget } from '../forms/register-dnd.tsx';

// Spec 2.6: the results of 'Sök och hantera', a page at a time, without a page-size selector.

const RESULT_HEIGHT = 72;

export const EMPTY_RESULTS_TEXT = 'Inga barn/vårdnadshavare hittades';

function displayedRows({ from, to, count }: { from: number; to: number; count: number }) {
  return count === 0 ? 'Inga resultat på sökning' : `${from} - ${to} av ${count}`;
}

function pageButtonLabel(type: 'first' | 'last' | 'next' | 'previous') {
  const labels = {
    first: 'Första sidan',
    last: 'Sista sidan',
    next: 'Nästa sida',
    previous: 'Föregående sida',
  };
  return labels[type];
}

export function SearchResults({
  answer,
  pageSize,
  selectedId,
  onSelect,
  onPage,
}: {
  answer: PreschoolSearchAnswer | undefined;
  pageSize: number;
  selectedId: number | null;
  onSelect(person: PreschoolPerson): void;
  onPage(page: number): void;
}) {
  if (!answer) {
    return (
      <Box role="status" aria-busy="true" aria-label="Hämtar sökresultat" sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: pageSize }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} variant="rounded" height={RESULT_HEIGHT} />
        ))}
      </Box>
    );
  }
  const { persons, meta } = answer;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {persons.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {EMPTY_RESULTS_TEXT}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Sökresultat"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {persons.map((person) => (
            <ResultItem
              key={`${person.type}-${person.id}`}
              person={person}
              selected={person.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        </Box>
      )}
      <TablePagination
        component="div"
        count={meta.pageLength}
        page={meta.pageLength === 0 ? 0 : meta.pageIndex}
        rowsPerPage={meta.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, page) => onPage(page)}
        labelDisplayedRows={displayedRows}
        getItemAriaLabel={pageButtonLabel}
        sx={{ alignSelf: 'end' }}
      />
    </Box>
  );
}

function ResultItem({
  person,
  selected,
  onSelect,
}: {
  person: PreschoolPerson;
  selected: boolean;
  onSelect(person: PreschoolPerson): void;
}) {
  const target = useRegisterTarget();
  const name = `${person.given_name} ${person.family_name}`;
  const details = [
    person.sub,
    person.type === 'child' ? person.department : '',
    person.active ? '' : 'Inaktiv',
  ];
  const addable = target !== null && target.accepts === person.type;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DraggablePerson person={person}>
          <ListItemButton
            selected={selected}
            aria-current={selected ? 'true' : undefined}
            onClick={() => onSelect(person)}
            sx={{
              minHeight: RESULT_HEIGHT,
              border: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              borderRadius: 1,
              display: 'block',
            }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {details.filter(Boolean).join(' · ')}
            </Typography>
          </ListItemButton>
        </DraggablePerson>
      </Box>
      {addable && (
        <Tooltip title={`Lägg till ${name}`}>
          <IconButton aria-label={`Lägg till ${name}`} onClick={() => target.add(person)}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
