import type { TSubject } from '@kansli/domain/studybuddy/subjects';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { LIST_FAILED, LIST_LABEL, LOADING_LABEL, NO_MATCH, NO_SUBJECTS, SEARCH_LABEL } from './texts.ts';

/** Spec 9: placeholder cards while a list loads. */
const PLACEHOLDER_COUNT = 8;

/** Spec 2: the search is by name, in the browser, ignoring case. */
export function filterSubjects(subjects: readonly TSubject[], search: string): TSubject[] {
  const wanted = search.trim().toLocaleLowerCase('sv-SE');
  if (wanted === '') return [...subjects];
  return subjects.filter((subject) => subject.subject.toLocaleLowerCase('sv-SE').includes(wanted));
}

export function SubjectSearchField({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (next: string) => void;
}) {
  return (
    <TextField
      type="search"
      value={search}
      onChange={(event) => onSearch(event.target.value)}
      placeholder={SEARCH_LABEL}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { 'aria-label': SEARCH_LABEL, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The subjects as cards of name and category, each a link that selects it. */
export function SubjectList({
  subjects,
  search,
  selectedId,
  pathOf,
  failed,
}: {
  /** Undefined while the list loads. */
  subjects: readonly TSubject[] | undefined;
  /** The list could not be loaded: the placeholders stop (spec 8). */
  failed: boolean;
  search: string;
  selectedId: number | undefined;
  pathOf: (subjectId: number) => string;
}) {
  if (!subjects && failed) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {LIST_FAILED}
      </Typography>
    );
  }
  if (!subjects) {
    return (
      <Box role="status" aria-label={LOADING_LABEL} sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: PLACEHOLDER_COUNT }, (_item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <Skeleton key={index} data-testid="subject-skeleton" variant="rounded" height={64} />
        ))}
      </Box>
    );
  }
  const shown = filterSubjects(subjects, search);
  if (shown.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {subjects.length === 0 ? NO_SUBJECTS : NO_MATCH}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={LIST_LABEL}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {shown.map((subject) => {
        const selected = subject.id === selectedId;
        return (
          <li key={subject.id}>
            <ListItemButton
              component={Link}
              to={pathOf(subject.id)}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {subject.subject}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {subject.subcategory || '-'}
              </Typography>
            </ListItemButton>
          </li>
        );
      })}
    </Box>
  );
}
