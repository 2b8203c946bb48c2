import { useHistoryToggle } from '@/components/audit-events/history-toggle.tsx';
import { CardSection } from '@/components/card-section.tsx';
import { usePersonHistory } from '@/features/persons/api/get-person-history.ts';

/** 'Historik' (issue 17): what was changed of the person, who read them while ghosting and which exports held them. */
export function HistorySection({ personId }: { personId: number }) {
  const toggle = useHistoryToggle();
  const history = usePersonHistory(personId, toggle.open);
  return (
    <CardSection title="Historik" action={toggle.button}>
      {toggle.list(history)}
    </CardSection>
  );
}
