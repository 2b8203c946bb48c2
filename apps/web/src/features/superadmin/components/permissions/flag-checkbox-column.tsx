import type { ReactNode } from 'react';
import { useRoleGrants } from '@/features/superadmin/api/get-role-grants.ts';
import { useRoles } from '@/features/superadmin/api/list-roles.ts';
import type { AdminSegment } from '@/features/superadmin/api/list-segments.ts';
import { Column, ColumnNote, ColumnSkeleton } from '../column.tsx';
import { CheckboxList } from './checkbox-list.tsx';
import { CHOOSE_ROLE_TEXT, CHOOSE_SEGMENT_TEXT, NO_PERMISSIONS_TEXT } from './texts.ts';
import { useRevokeConfirmation } from './use-revoke-confirmation.tsx';

/** Role-first's last column: a checkbox per flag of the segment, checked when the role holds it. */
export function FlagCheckboxColumn({
  roleId,
  segment,
}: {
  roleId: number | null;
  segment: AdminSegment | null;
}) {
  const grants = useRoleGrants(roleId);
  const roleName = useRoles().data?.find((role) => role.id === roleId)?.name ?? '';
  const { toggle, dialog } = useRevokeConfirmation();
  let content: ReactNode;
  if (roleId === null) content = <ColumnNote>{CHOOSE_ROLE_TEXT}</ColumnNote>;
  else if (segment === null) content = <ColumnNote>{CHOOSE_SEGMENT_TEXT}</ColumnNote>;
  else if (segment.flags.length === 0) content = <ColumnNote>{NO_PERMISSIONS_TEXT}</ColumnNote>;
  else if (grants.data) {
    const mask = grants.data
      .filter((grant) => grant.segment === segment.id)
      .reduce((held, grant) => held | grant.flags, 0);
    content = (
      <CheckboxList
        label={`Behörigheter i ${segment.name}`}
        items={segment.flags.map((flag) => ({
          id: flag.id,
          name: flag.name,
          detail: flag.vars,
          checked: (mask & flag.flag) !== 0,
        }))}
        onToggle={(flagId, held) => {
          const flag = segment.flags.find((candidate) => candidate.id === flagId);
          if (flag) {
            toggle(
              { roleId, segment, flag, held },
              { role: roleName, flag: flag.name, segment: segment.name },
            );
          }
        }}
      />
    );
  } else if (grants.isError) content = <ColumnNote error>Rollens behörigheter kunde inte hämtas.</ColumnNote>;
  else content = <ColumnSkeleton label="Laddar behörigheter" />;
  return (
    <Column title="Behörigheter">
      {content}
      {dialog}
    </Column>
  );
}
