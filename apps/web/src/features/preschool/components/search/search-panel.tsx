import type { PreschoolView } from '@kansli/domain/preschool/qpm';
import { MAX_SEARCH_LENGTH } from '@kansli/domain/preschool/qpm';
import { SEARCH_PAGE_SIZE } from '@kansli/domain/preschool/search-persons';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState } from 'react';
import { type PreschoolPerson, usePreschoolSearch } from '@/features/preschool/api/search-persons.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import type { ViewChange } from '@/features/preschool/state/use-preschool-view.ts';
import { preloadable } from '@/lib/preloadable.tsx';
import { ChildView } from '../person-view/child-view.tsx';
import { GuardianView } from '../person-view/guardian-view.tsx';
import { SearchResults } from './search-results.tsx';

// The register forms (with their date pickers) load when a form is first opened.
const RegisterPanel = preloadable(() =>
  import('../forms/register-panel.tsx').then((module) => module.RegisterPanel),
);

/** Spec 5.3: the preschool search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The tab 'Sök och hantera': the search beside the selected person's view or the register form. */
export function SearchPanel({ view, change }: { view: PreschoolView; change(change: ViewChange): void }) {
  const { unit, register } = usePreschoolScreen();
  const [text, setText] = useState(view.search);
  // The person clicked last, kept while the list pages away from it.
  const [clicked, setClicked] = useState<PreschoolPerson | null>(null);
  const registering = register.kind !== 'normal';
  const panelRef = useRef<HTMLDivElement>(null);

  // The form may have changed the person clicked: after it, the view shows the person as saved.
  useEffect(() => {
    if (registering) setClicked(null);
  }, [registering]);

  // A search set from elsewhere (a person opened, a register mode ended) shows in the field.
  useEffect(() => setText(view.search), [view.search]);

  useEffect(() => {
    if (text === view.search) return;
    const timer = setTimeout(
      () => change({ view: { search: text, page: 0 }, replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, view.search, change]);

  const search = usePreschoolSearch(unit.cost_center, {
    search: view.search,
    legalguardians: view.guardians ? '1' : '0',
    pageIndex: view.page,
  });
  const type = view.guardians ? 'legalguardian' : 'child';
  const selected =
    view.selected === null
      ? undefined
      : (search.data?.persons.find((person) => person.id === view.selected && person.type === type) ??
        (clicked?.id === view.selected && clicked.type === type ? clicked : undefined));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="search" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            label={view.guardians ? 'Sök vårdnadshavare' : 'Sök barn'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            fullWidth
            slotProps={{
              htmlInput: { maxLength: MAX_SEARCH_LENGTH },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <FormControlLabel
            label="vh"
            title="Sök vårdnadshavare i stället för barn"
            disabled={registering}
            control={
              <Switch
                checked={view.guardians}
                onChange={(event) =>
                  change({ view: { guardians: event.target.checked, page: 0, selected: null } })
                }
              />
            }
          />
        </Box>
        <SearchResults
          answer={search.data}
          pageSize={SEARCH_PAGE_SIZE}
          selectedId={registering ? null : view.selected}
          onSelect={(person) => {
            if (registering) return;
            setClicked(person);
            change({ view: { selected: person.id } });
            // A phone shows the view below the results: bring it up.
            if (window.matchMedia?.('(max-width: 899.95px)').matches) {
              panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }
          }}
          onPage={(page) => change({ view: { page } })}
        />
      </Box>
      {/* On a phone the open form comes before the results it takes persons from. */}
      <Paper
        ref={panelRef}
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          minWidth: 0,
          order: { xs: registering ? -1 : 0, md: 0 },
          scrollMarginTop: 72,
        }}
      >
        {registering ? (
          <Suspense
            fallback={
              <Skeleton role="status" variant="rounded" height={320} aria-label="Laddar formuläret" />
            }
          >
            <RegisterPanel />
          </Suspense>
        ) : selected?.type === 'child' ? (
          <ChildView child={selected} />
        ) : selected ? (
          <GuardianView guardian={selected} />
        ) : view.selected !== null && search.isFetching ? (
          <Box role="status" aria-busy="true" aria-label="Hämtar personen" sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="text" width="50%" height={40} />
            <Skeleton variant="rounded" height={160} />
          </Box>
        ) : (
          <Typography color="text.secondary">Välj ett barn eller en vårdnadshavare i listan.</Typography>
        )}
      </Paper>
    </Box>
  );
}
