import type { ReactNode } from 'react';
import { useFlagHolders } from '@/features/superadmin/api/get-flag-holders.ts';
import { useRoles } from '@/features/superadmin/api/list-roles.ts';
import type { AdminFlag, AdminSegment } from '@/features/superadmin/api/list-segments.ts';
import { Column, ColumnNote, ColumnSkeleton } from '../column.tsx';
import { CheckboxList } from './checkbox-list.tsx';
import { CHOOSE_FLAG_TEXT } from './texts.ts';
import { useRevokeConfirmation } from './use-revoke-confirmation.tsx';

/** Permission-first's last column: a checkbox per role, checked when the role holds the flag. */
export function RoleCheckboxColumn({
  segment,
  flag,
}: {
  segment: AdminSegment | null;
  flag: AdminFlag | null;
}) {
  const roles = useRoles();
  const holders = useFlagHolders(flag?.id ?? null);
  const { toggle, dialog } = useRevokeConfirmation();
  let content: ReactNode;
  if (segment === null || flag === null) content = <ColumnNote>{CHOOSE_FLAG_TEXT}</ColumnNote>;
  else if (roles.data && holders.data) {
    const holding = new Set(holders.data.map((holder) => holder.context_id));
    content =
      roles.data.length === 0 ? (
        <ColumnNote>Inga roller</ColumnNote>
      ) : (
        <CheckboxList
          label={`Roller med ${flag.name}`}
          items={roles.data.map((role) => ({
            id: role.id,
            name: role.name,
            detail: role.description,
            checked: holding.has(role.id),
          }))}
          onToggle={(roleId, held) =>
            toggle(
              { roleId, segment, flag, held },
              {
                role: roles.data?.find((role) => role.id === roleId)?.name ?? '',
                flag: flag.name,
                segment: segment.name,
              },
            )
          }
        />
      );
  } else if (roles.isError || holders.isError)
    content = <ColumnNote error>Rollerna kunde inte hämtas.</ColumnNote>;
  else content = <ColumnSkeleton label="Laddar roller" />;
  return (
    <Column title="Roller">
      {content}
      {dialog}
    </Column>
  );
}
