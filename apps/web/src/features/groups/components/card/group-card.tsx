import { COURSE_GROUP_TYPE, SUBJECT_GROUP_TYPE, type TGroup } from '@kansli/domain/groups/groups';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CardColumns, FieldList } from '@/components/card-section.tsx';
import { formatDate } from '@/lib/format-date-time.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { GroupActions } from './group-actions.tsx';
import { MembersSection } from './members-section.tsx';
import { SyncSection } from './sync-section.tsx';
import { SystemIdsSection } from './system-ids-section.tsx';

/** The group's own fields; Ämne for a subject group, Kurskod for a course (spec part 2, 2). */
export function groupFieldsOf(group: TGroup): { label: string; value: string }[] {
  const { extension } = group;
  return [
    { label: 'Gruppkod', value: group.code ?? '-' },
    { label: 'Start', value: formatDate(group.start) },
    { label: 'Slut', value: formatDate(group.end) },
    { label: 'Typ', value: group.typeName ?? '-' },
    ...(group.typeName === SUBJECT_GROUP_TYPE
      ? [{ label: 'Ämne', value: extension.subjectName ?? '-' }]
      : []),
    ...(extension.typeName === COURSE_GROUP_TYPE
      ? [{ label: 'Kurskod', value: extension.courseCode ?? '-' }]
      : []),
  ];
}

/** The detail card of a group (spec part 2, 2 'Groups screen'). */
export function GroupCard({ group }: { group: TGroup }) {
  return (
    <Box component="article" aria-label={group.name} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {group.extension.locationName}
            </Typography>
            {group.email && (
              <Link href={`mailto:${group.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {group.email}
              </Link>
            )}
          </Box>
          <ActiveSwitch group={group} />
        </Box>
        <GroupActions group={group} />
      </Box>
      <Divider />
      <CardColumns>
        <FieldList fields={groupFieldsOf(group)} />
        <SystemIdsSection group={group} />
      </CardColumns>
      <MembersSection groupId={group.id} />
      <SyncSection group={group} />
    </Box>
  );
}

export function GroupCardSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Hämtar gruppen" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width="50%" height={40} />
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="rounded" height={36} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}
