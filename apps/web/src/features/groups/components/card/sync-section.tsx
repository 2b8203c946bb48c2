import type { TGroup } from '@kansli/domain/groups/groups';
import { CardSection, FieldList } from '@/components/card-section.tsx';
import { formatDateTime } from '@/lib/format-date-time.ts';

/** 'Synkronisering': when the group was created, last changed and published to Campus ('-' if not). */
export function SyncSection({ group }: { group: TGroup }) {
  return (
    <CardSection title="Synkronisering">
      <FieldList
        fields={[
          { label: 'Skapad', value: formatDateTime(group.createdAt) },
          { label: 'Uppdaterad', value: formatDateTime(group.updatedAt) },
          { label: 'Publicerad till Campus', value: formatDateTime(group.publishedAt) },
        ]}
      />
    </CardSection>
  );
}
