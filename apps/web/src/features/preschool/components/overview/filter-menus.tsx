import {
  ALL_LINE_TYPES,
  LINE_TYPE,
  LINE_TYPE_LABEL,
  type LineTypeName,
} from '@kansli/domain/preschool/invoice-line';
import { toggleStatusBit } from '@kansli/domain/preschool/overview-filter';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

// The column filter menus of the overview (spec 2.9, 4.3, 5.6): a text per column, the status mask.

function FilterPopover({
  header,
  active,
  onOpen,
  onApply,
  onClear,
  children,
}: {
  header: string;
  active: boolean;
  onOpen: () => void;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const close = () => setAnchor(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
    close();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={active ? `Filtrera ${header}, filter aktivt` : `Filtrera ${header}`}
        aria-haspopup="dialog"
        color={active ? 'primary' : 'default'}
        onClick={(event) => {
          onOpen();
          setAnchor(event.currentTarget);
        }}
        sx={{ ml: 0.25, opacity: active ? 1 : 0.7 }}
      >
        <FilterListIcon fontSize="small" />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box component="form" onSubmit={submit} sx={{ p: 2, display: 'grid', gap: 1.5, width: 300 }}>
          <Typography id={titleId} variant="subtitle2" component="h3">
            Filtrera {header}
          </Typography>
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button
              onClick={() => {
                onClear();
                close();
              }}
            >
              Rensa filter
            </Button>
            <Button type="submit" variant="contained">
              Filter
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}

/** A column's text filter: a case-insensitive part of the text, '!' first to negate, '-' for empty. */
export function TextFilterMenu({
  header,
  value,
  dashMeansEmpty,
  onChange,
}: {
  header: string;
  value: string;
  dashMeansEmpty: boolean;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const help = `Visar rader som innehåller texten. Börja med ! för att visa dem som inte gör det.${
    dashMeansEmpty ? ' Skriv - för att visa tomma.' : ''
  }`;
  return (
    <FilterPopover
      header={header}
      active={value.trim() !== ''}
      onOpen={() => setDraft(value)}
      onApply={() => onChange(draft.trim())}
      onClear={() => onChange('')}
    >
      <TextField
        label={header}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        helperText={help}
        size="small"
        autoFocus
        autoComplete="off"
      />
    </FilterPopover>
  );
}

const LINE_TYPE_NAMES = Object.keys(LINE_TYPE) as LineTypeName[];

/** The status filter: one checkbox per invoice line type (spec 4.3); all checked is the mask 127. */
export function StatusFilterMenu({
  header,
  mask,
  onChange,
}: {
  header: string;
  mask: number;
  onChange: (mask: number) => void;
}) {
  const [draft, setDraft] = useState(mask);
  const legendId = useId();
  return (
    <FilterPopover
      header={header}
      active={mask !== ALL_LINE_TYPES}
      onOpen={() => setDraft(mask)}
      onApply={() => onChange(draft)}
      onClear={() => onChange(ALL_LINE_TYPES)}
    >
      <FormGroup role="group" aria-labelledby={legendId}>
        <Typography id={legendId} variant="body2" color="text.secondary">
          Visa barn med status
        </Typography>
        {LINE_TYPE_NAMES.map((name) => (
          <FormControlLabel
            key={name}
            label={LINE_TYPE_LABEL[name]}
            control={
              <Checkbox
                size="small"
                checked={(draft & LINE_TYPE[name]) !== 0}
                onChange={(event) => setDraft(toggleStatusBit(draft, LINE_TYPE[name], event.target.checked))}
              />
            }
          />
        ))}
      </FormGroup>
    </FilterPopover>
  );
}
