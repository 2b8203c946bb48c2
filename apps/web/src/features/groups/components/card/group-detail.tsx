import Typography from '@mui/material/Typography';
import { LoadFailed } from '@/components/load-failed.tsx';
import type { SelectedGroup } from '@/features/groups/hooks/use-selected-group.ts';
import { GroupCard, GroupCardSkeleton } from './group-card.tsx';

export const NO_GROUP_TEXT = 'Ingen grupp är vald.';
export const NOT_FOUND_TEXT = 'Gruppen finns inte.';

/** The card of the group in the address, or what stands in for it. */
export function GroupDetail({ selected }: { selected: SelectedGroup }) {
  switch (selected.state) {
    case 'none':
      return <Typography color="text.secondary">{NO_GROUP_TEXT}</Typography>;
    case 'loading':
      return <GroupCardSkeleton />;
    case 'not-found':
      return <Typography color="text.secondary">{NOT_FOUND_TEXT}</Typography>;
    case 'failed':
      return <LoadFailed message="Gruppen kunde inte hämtas." onRetry={selected.retry} />;
    case 'found':
      // Keyed by the group: an armed delete never carries over to the next group shown.
      return <GroupCard key={selected.group.id} group={selected.group} />;
  }
}
