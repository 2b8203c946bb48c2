import PublicIcon from '@mui/icons-material/Public';
import SchoolIcon from '@mui/icons-material/School';
import type { AdminSegment } from '../api/list-segments.ts';

/** The scope's name on screen (spec part 2, 2): a global segment or one that holds per school. */
export const SCOPE_LABELS: Record<AdminSegment['scope'], string> = { global: 'Global', location: 'Skola' };

/** The scope's icon, named by it unless its name is written beside it (`decorative`). */
export function ScopeIcon({
  scope,
  decorative = false,
}: {
  scope: AdminSegment['scope'];
  decorative?: boolean;
}) {
  const Icon = scope === 'global' ? PublicIcon : SchoolIcon;
  return (
    <Icon
      fontSize="small"
      color="action"
      titleAccess={decorative ? undefined : SCOPE_LABELS[scope]}
      aria-hidden={decorative ? true : undefined}
    />
  );
}
