import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { PublishLocation } from '@/lib/api/publish-locations.ts';

/** Spec part 2, 9: the unit list scrolls beyond this height. */
const LIST_MAX_HEIGHT = 400;

export const NO_UNITS_TEXT = 'Inga enheter hittades';

interface UnitPickerProps {
  /** Undefined while they load. */
  units: readonly PublishLocation[] | undefined;
  failed: boolean;
  selectedId: number | null;
  onSelect(unitId: number): void;
}

/**
 * 'Sök enhet' and a single-select list of the units it matches (case-insensitive, anywhere in the name).
 * The list is one tab stop: the arrow keys, Home and End move between units, Enter or Space selects.
 */
export function UnitPicker({ units, failed, selectedId, onSelect }: UnitPickerProps) {
  const listId = useId();
  const [search, setSearch] = useState('');
  const [activeId, setActiveId] = useState<number | null>(null);
  const options = useRef(new Map<number, HTMLElement>());

  const needle = search.trim().toLocaleLowerCase('sv');
  const shown = (units ?? []).filter((unit) => unit.name.toLocaleLowerCase('sv').includes(needle));
  const tabStopId =
    [activeId, selectedId].find((id) => shown.some((unit) => unit.id === id)) ?? shown[0]?.id ?? null;

  const focusUnit = (unitId: number | undefined) => {
    if (unitId === undefined) return;
    setActiveId(unitId);
    options.current.get(unitId)?.focus();
  };

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: shown.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusUnit(shown[Math.max(0, Math.min(shown.length - 1, next))]?.id);
  };

  let list: ReactNode;
  if (failed) list = <Alert severity="error">Enheterna kunde inte hämtas.</Alert>;
  else if (units === undefined)
    list = (
      <Box role="status" aria-label="Hämtar enheter" sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress aria-hidden size={32} />
      </Box>
    );
  else if (shown.length === 0) list = <Typography color="text.secondary">{NO_UNITS_TEXT}</Typography>;
  else
    list = (
      <List
        id={listId}
        role="listbox"
        aria-label="Enheter"
        dense
        sx={{
          maxHeight: LIST_MAX_HEIGHT,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          py: 0,
        }}
      >
        {shown.map((unit, index) => (
          <ListItemButton
            key={unit.id}
            component="li"
            role="option"
            aria-selected={unit.id === selectedId}
            selected={unit.id === selectedId}
            tabIndex={unit.id === tabStopId ? 0 : -1}
            ref={(element: HTMLElement | null) => {
              if (element) options.current.set(unit.id, element);
              else options.current.delete(unit.id);
            }}
            onFocus={() => setActiveId(unit.id)}
            onKeyDown={(event) => moveFocus(event, index)}
            onClick={() => onSelect(unit.id)}
          >
            <ListItemText primary={unit.name} />
          </ListItemButton>
        ))}
      </List>
    );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="Sök enhet"
        type="search"
        size="small"
        fullWidth
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || tabStopId === null) return;
          event.preventDefault();
          focusUnit(tabStopId);
        }}
        slotProps={{ htmlInput: { 'aria-controls': shown.length > 0 ? listId : undefined } }}
      />
      {list}
    </Box>
  );
}
