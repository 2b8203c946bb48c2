import NorthEastIcon from '@mui/icons-material/NorthEast';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import type { DatabaseTable } from '@/features/superadmin/api/list-database-tables.ts';
import { useLogDatabaseEdit } from '@/features/superadmin/api/log-database-edit.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { EDIT_LOGGED_NOTICE, editLabel, jumpLabel } from './texts.ts';

// The Databas grid's cells: a value, a foreign key with its jump, and an editable name whose edit is
// only logged (spec part 2, 5: debounced 500 ms).

export const EDIT_DEBOUNCE_MS = 500;

type Column = DatabaseTable['columns'][number];

/** A value as the grid shows it: objects as JSON, null as NULL. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const cellSx = { maxWidth: 320, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

function ValueText({ value }: { value: unknown }) {
  const text = cellText(value);
  const missing = value === null || value === undefined;
  return (
    <Box
      component="span"
      title={text}
      sx={missing ? { color: 'text.secondary', fontStyle: 'italic' } : undefined}
    >
      {text}
    </Box>
  );
}

export function ValueCell({ value }: { value: unknown }) {
  return (
    <TableCell sx={cellSx}>
      <ValueText value={value} />
    </TableCell>
  );
}

/** A foreign key: its value, and a button opening the referenced table filtered by it. */
export function ForeignKeyCell({
  value,
  column,
  onJump,
}: {
  value: unknown;
  column: Column & { references: NonNullable<Column['references']> };
  onJump: () => void;
}) {
  const { table, column: target } = column.references;
  const label = jumpLabel(table, target, cellText(value));
  return (
    <TableCell sx={cellSx}>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ValueText value={value} />
        {value !== null && value !== undefined && (
          <Tooltip title={label}>
            <IconButton size="small" aria-label={label} onClick={onJump}>
              <NorthEastIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </TableCell>
  );
}

// A plain input: a hundred of MUI's InputBase take seconds to draw.
const editSx = {
  width: '100%',
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'transparent',
  border: 0,
  px: 0,
  py: 0.5,
} as const;

/**
 * An editable text: a pause in typing logs the edit on the server, which does not store it, so the
 * cell then shows the stored value again.
 */
export function EditableCell({
  table,
  rowId,
  column,
  value,
}: {
  table: string;
  rowId: number;
  column: string;
  value: unknown;
}) {
  const initial = typeof value === 'string' ? value : '';
  const [text, setText] = useState(initial);
  const settled = useDebouncedValue(text, EDIT_DEBOUNCE_MS);
  const logged = useRef(initial);
  const logEdit = useLogDatabaseEdit(table);
  const { mutate } = logEdit;

  useEffect(() => {
    if (settled === logged.current) return;
    logged.current = settled;
    mutate(
      { id: rowId, column, value: settled },
      {
        onSuccess: () => showNotice(EDIT_LOGGED_NOTICE),
        onSettled: () => {
          logged.current = initial;
          setText(initial);
        },
      },
    );
  }, [settled, rowId, column, mutate, initial]);

  return (
    <TableCell sx={{ minWidth: 160, bgcolor: 'action.hover' }}>
      <Box
        component="input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={editLabel(column, rowId)}
        maxLength={1000}
        sx={editSx}
      />
    </TableCell>
  );
}
