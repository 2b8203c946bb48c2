import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CardSection, EmptyLine } from '@/components/card-section.tsx';
import { visuallyHidden } from '@/components/visually-hidden.ts';
import { useDeleteMember } from '@/features/groups/api/delete-member.ts';
import { useGroupMembers } from '@/features/groups/api/get-group-members.ts';
import { formatDate } from '@/lib/format-date-time.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { MemberDeleteButton } from './member-delete-button.tsx';

export const MEMBER_DELETED_TEXT = 'Member deactivated';

/** The group's members: role, name (a link to the person), since when, and the two-step delete. */
export function MembersSection({ groupId }: { groupId: number }) {
  const members = useGroupMembers(groupId);
  const deleteMember = useDeleteMember(groupId);

  return (
    <CardSection title="Medlemmar">
      {members.data ? (
        members.data.length === 0 ? (
          <EmptyLine>Inga medlemmar</EmptyLine>
        ) : (
          <Table size="small" aria-label="Medlemmar">
            <TableHead>
              <TableRow>
                <TableCell>Roll</TableCell>
                <TableCell>Namn</TableCell>
                <TableCell>Tillagd</TableCell>
                <TableCell padding="checkbox">
                  <Typography component="span" sx={visuallyHidden}>
                    Ta bort
                  </Typography>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.map((member) => (
                <TableRow key={member.id}>
                  <TableCell>{member.roleName}</TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word', minWidth: 120 }}>
                    <Link component={RouterLink} to={`/person/${member.personId}`}>
                      {member.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(member.createdAt)}</TableCell>
                  <TableCell padding="checkbox">
                    <MemberDeleteButton
                      member={member}
                      busy={deleteMember.isPending && deleteMember.variables === member.id}
                      onDelete={() =>
                        deleteMember.mutate(member.id, { onSuccess: () => showNotice(MEMBER_DELETED_TEXT) })
                      }
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      ) : members.isPending ? (
        <div role="status" aria-busy="true" aria-label="Hämtar medlemmar">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </div>
      ) : (
        <Typography variant="body2" color="error">
          Medlemmarna kunde inte hämtas.
        </Typography>
      )}
    </CardSection>
  );
}
