import type { AdminSegment } from '@/features/superadmin/api/list-segments.ts';
import { ChoiceList, Column, ColumnNote } from '../column.tsx';
import { CHOOSE_SEGMENT_TEXT, NO_PERMISSIONS_TEXT } from './texts.ts';

/** Permission-first's middle column: the segment's flags to choose from. */
export function FlagChoiceColumn({
  segment,
  selectedId,
  onSelect,
}: {
  segment: AdminSegment | null;
  selectedId: number | null;
  onSelect: (flagId: number) => void;
}) {
  let content = <ColumnNote>{CHOOSE_SEGMENT_TEXT}</ColumnNote>;
  if (segment && segment.flags.length === 0) content = <ColumnNote>{NO_PERMISSIONS_TEXT}</ColumnNote>;
  else if (segment)
    content = (
      <ChoiceList
        label={`Behörigheter i ${segment.name}`}
        items={segment.flags.map((flag) => ({ id: flag.id, primary: flag.name, secondary: flag.vars }))}
        selectedId={selectedId}
        onSelect={onSelect}
      />
    );
  return <Column title="Behörigheter">{content}</Column>;
}
