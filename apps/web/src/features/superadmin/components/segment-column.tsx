import type { ReactNode } from 'react';
import { type AdminSegment, useSegments } from '../api/list-segments.ts';
import { ChoiceList, Column, ColumnNote, ColumnSkeleton } from './column.tsx';
import { ScopeIcon } from './scope-icon.tsx';

/** The segment list: each segment's name and key with its scope's icon. */
export function SegmentColumn({
  selectedId,
  onSelect,
  action,
}: {
  selectedId: number | null;
  onSelect: (segment: AdminSegment) => void;
  action?: ReactNode;
}) {
  const segments = useSegments();
  let content: ReactNode;
  if (segments.data) {
    const items = segments.data.map((segment) => ({
      id: segment.id,
      primary: segment.name,
      secondary: segment.key,
      icon: <ScopeIcon scope={segment.scope} />,
    }));
    content =
      items.length === 0 ? (
        <ColumnNote>Inga segment</ColumnNote>
      ) : (
        <ChoiceList
          label="Segment"
          items={items}
          selectedId={selectedId}
          onSelect={(id) => {
            const segment = segments.data.find((candidate) => candidate.id === id);
            if (segment) onSelect(segment);
          }}
        />
      );
  } else if (segments.isError) {
    content = <ColumnNote error>Segmenten kunde inte hämtas.</ColumnNote>;
  } else {
    content = <ColumnSkeleton label="Laddar segment" />;
  }
  return (
    <Column title="Segment" action={action}>
      {content}
    </Column>
  );
}
