import { monthOfDate } from '@kansli/domain/calendar/dates';
import { ALL_LINE_TYPES } from '@kansli/domain/preschool/invoice-line';
import {
  filterOverviewRows,
  isFiltering,
  type OverviewTextColumn,
  type OverviewTextFilters,
} from '@kansli/domain/preschool/overview-filter';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import { type OverviewChild, useOverview } from '@/features/preschool/api/get-overview.ts';
import type { PreschoolUnit } from '@/features/preschool/api/list-locations.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { todayInStockholm } from '../person-view/view-data.ts';
import { MonthHeader } from './month-header.tsx';
import { DEFAULT_SORT, type OverviewSort, type SortKey, sortOverviewRows } from './overview-columns.ts';
import { OverviewSummary } from './overview-summary.tsx';
import { OverviewTable } from './overview-table.tsx';
import { SaveConfirmDialog } from './save-confirm-dialog.tsx';
import { useOverviewEdit } from './use-overview-edit.ts';

/** The tab 'Översikt barn' (spec 2.9): the unit's children in a month, their fees and batch editing. */
export function OverviewPanel() {
  const { unit } = usePreschoolScreen();
  // Another unit starts afresh: its own month, filters and no edits.
  return <UnitOverview key={unit.cost_center} unit={unit} />;
}

function UnitOverview({ unit }: { unit: PreschoolUnit }) {
  const { canEdit, openPerson } = usePreschoolScreen();
  const currentMonth = monthOfDate(todayInStockholm());
  const [month, setMonth] = useState(currentMonth);
  const query = useOverview(unit.cost_center, month);
  // Spec 7.4: of the answer's children only the active ones are kept.
  const loaded = useMemo(() => query.data?.children.filter((child) => child.active === 1), [query.data]);
  const edit = useOverviewEdit(unit.cost_center, loaded);

  const [sort, setSort] = useState<OverviewSort>(DEFAULT_SORT);
  const [filters, setFilters] = useState<OverviewTextFilters>({});
  const [statusMask, setStatusMask] = useState(ALL_LINE_TYPES);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const headingId = useId();

  const rows = edit.rows;
  const shown = useMemo(
    () => rows && sortOverviewRows(filterOverviewRows(rows, filters, statusMask), sort),
    [rows, filters, statusMask, sort],
  );
  const filtering = isFiltering(filters, statusMask);

  const onSort = useCallback(
    (key: SortKey) =>
      setSort((current) => ({
        key,
        direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
      })),
    [],
  );
  const onToggle = useCallback(
    (childId: number) => setExpandedId((current) => (current === childId ? null : childId)),
    [],
  );
  const onGoto = useCallback(
    (child: OverviewChild) =>
      openPerson({ id: child.id, type: 'child', search: `${child.given_name} ${child.family_name}` }),
    [openPerson],
  );
  const filter = {
    filters,
    statusMask,
    setFilter: (column: OverviewTextColumn, value: string) =>
      setFilters((current) => ({ ...current, [column]: value })),
    setStatusMask,
  };

  // Spec 4.7 and 6: editing only in the current month, for a user who may edit.
  const mayEdit = canEdit && month === currentMonth;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 4, rowGap: 1 }}>
        <MonthHeader
          month={month}
          currentMonth={currentMonth}
          onChange={setMonth}
          disabled={edit.editing}
          headingId={headingId}
        />
        <OverviewSummary summary={query.data?.summary} />
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography role="status" variant="body2" color="text.secondary">
          {filtering && shown && rows ? `Visar ${shown.length} av ${rows.length} barn` : ''}
        </Typography>
        {filtering && (
          <Button
            size="small"
            onClick={() => {
              setFilters({});
              setStatusMask(ALL_LINE_TYPES);
            }}
          >
            Rensa alla filter
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {edit.editing ? (
          <>
            {edit.invalid && (
              <Typography variant="body2" color="error">
                Rätta de markerade datumen för att kunna spara
              </Typography>
            )}
            <Button
              variant="contained"
              onClick={edit.requestSave}
              disabled={edit.invalid || edit.saving}
              startIcon={edit.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Spara
            </Button>
            <Button onClick={edit.cancel} disabled={edit.saving}>
              Avbryt
            </Button>
          </>
        ) : (
          mayEdit && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={edit.start} disabled={!rows}>
              Redigera
            </Button>
          )
        )}
      </Box>

      <OverviewTable
        rows={shown}
        failed={query.isError}
        emptyText={filtering ? 'Inga barn matchar filtret' : 'Inga barn den här månaden'}
        sort={sort}
        onSort={onSort}
        filter={filter}
        expandedId={expandedId}
        onToggle={onToggle}
        onGoto={onGoto}
        editing={edit.editing}
        drafts={edit.drafts}
        onDraft={edit.setDraft}
      />

      <SaveConfirmDialog
        open={edit.confirming}
        changedCount={edit.changedCount}
        onNo={edit.decline}
        onYes={edit.confirm}
        onDismiss={edit.dismiss}
      />
    </Box>
  );
}
