import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { memo, type Ref } from 'react';
import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';
import { ExpandedDetails, RowButtons } from '../expandable-row.tsx';
import { ChildView } from '../person-view/child-view.tsx';
import { type DateDraft, draftErrors, originalDraft, shownPeriod } from './edit-items.ts';
import { cellText, fullName, OVERVIEW_COLUMNS, statusText } from './overview-columns.ts';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export interface OverviewRowProps {
  child: OverviewChild;
  /** Position among the shown rows, 0-based. */
  index: number;
  measureRef: Ref<HTMLTableSectionElement>;
  expanded: boolean;
  onToggle: (childId: number) => void;
  onGoto: (child: OverviewChild) => void;
  editing: boolean;
  /** The row's typed dates, when it has been edited. */
  draft: DateDraft | undefined;
  onDraft: (childId: number, draft: DateDraft) => void;
  /** The width of the scrolled view, which the expanded child view keeps to. */
  viewWidth: number;
}

/** One child of the overview, and below it, when expanded, the child's view (spec 2.9). */
export const OverviewRow = memo(function OverviewRow(props: OverviewRowProps) {
  const { child, index, measureRef, expanded, onToggle, onGoto, editing, viewWidth } = props;
  const name = fullName(child);
  const detailId = `overview-child-${child.id}`;
  const status = statusText(child);
  return (
    <TableBody ref={measureRef} data-index={index}>
      <TableRow hover selected={expanded} aria-rowindex={index + 2}>
        <TableCell title={status} sx={ellipsis}>
          {status}
        </TableCell>
        <TableCell sx={ellipsis}>{child.given_name}</TableCell>
        <TableCell sx={ellipsis}>{child.family_name}</TableCell>
        <TableCell sx={ellipsis}>{child.department}</TableCell>
        <DateCells {...props} name={name} />
        <TableCell sx={ellipsis}>{child.commune}</TableCell>
        <TableCell sx={ellipsis}>{cellText(child, 'care_time')}</TableCell>
        <TableCell sx={{ ...ellipsis, fontVariantNumeric: 'tabular-nums' }}>
          {cellText(child, 'cost')}
        </TableCell>
        <TableCell title={child.note} sx={ellipsis}>
          {child.note}
        </TableCell>
        {/* Going to the child leaves the tab, and an edit in progress with it. */}
        <RowButtons
          expandLabel={`Visa ${name}`}
          gotoLabel={`Gå till ${name}`}
          expanded={expanded}
          detailId={detailId}
          onToggle={() => onToggle(child.id)}
          onGoto={() => onGoto(child)}
          gotoDisabled={editing}
        />
      </TableRow>
      {expanded && (
        <ExpandedDetails id={detailId} colSpan={OVERVIEW_COLUMNS.length} viewWidth={viewWidth}>
          <ChildView child={child} />
        </ExpandedDetails>
      )}
    </TableBody>
  );
});

/** Start and end: text, or while editing, fields for the care period the row shows. */
function DateCells({ child, editing, draft, onDraft, name }: OverviewRowProps & { name: string }) {
  const period = editing ? shownPeriod(child) : undefined;
  if (!period) {
    return (
      <>
        <TableCell sx={ellipsis}>{child.start ?? ''}</TableCell>
        <TableCell sx={ellipsis}>{child.end ?? ''}</TableCell>
      </>
    );
  }
  const dates = draft ?? originalDraft(child);
  const errors = draft ? draftErrors(draft) : {};
  const field = (key: keyof DateDraft, label: string) => (
    <TableCell sx={{ py: 0.5, verticalAlign: 'top' }}>
      <TextField
        value={dates[key]}
        onChange={(event) => onDraft(child.id, { ...dates, [key]: event.target.value })}
        error={errors[key] !== undefined}
        helperText={errors[key]}
        placeholder="YYYY-MM-DD"
        size="small"
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-label': `${label} för ${name}`, inputMode: 'numeric', maxLength: 10 },
          formHelperText: { sx: { mx: 0, whiteSpace: 'normal' } },
        }}
        sx={{ '& .MuiInputBase-input': { py: 0.75, px: 1, fontSize: '0.875rem' } }}
      />
    </TableCell>
  );
  return (
    <>
      {field('start', 'Start')}
      {field('end', 'Slut')}
    </>
  );
}
