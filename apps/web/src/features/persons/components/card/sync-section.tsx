import { CardSection, FieldList } from '@/components/card-section.tsx';
import type { PersonCard } from '@/features/persons/api/get-person.ts';
import { formatDateTime } from '@/lib/format-date-time.ts';

/** 'Synkronisering': when the person was created, last changed and published (spec 2.4). */
export function SyncSection({ person }: { person: PersonCard }) {
  return (
    <CardSection title="Synkronisering">
      <FieldList
        fields={[
          { label: 'Skapad', value: formatDateTime(person.createdAt) },
          { label: 'Uppdaterad', value: formatDateTime(person.updatedAt) },
          { label: 'Publicerad', value: formatDateTime(person.publishedAt) },
        ]}
      />
    </CardSection>
  );
}
