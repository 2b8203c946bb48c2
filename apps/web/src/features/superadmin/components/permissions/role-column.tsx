import type { ReactNode } from 'react';
import { useRoles } from '@/features/superadmin/api/list-roles.ts';
import { ChoiceList, Column, ColumnNote, ColumnSkeleton } from '../column.tsx';

/** Role-first's first column: the roles to choose from. */
export function RoleColumn({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (roleId: number) => void;
}) {
  const roles = useRoles();
  let content: ReactNode;
  if (roles.data) {
    content =
      roles.data.length === 0 ? (
        <ColumnNote>Inga roller</ColumnNote>
      ) : (
        <ChoiceList
          label="Roller"
          items={roles.data.map((role) => ({ id: role.id, primary: role.name, secondary: role.description }))}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      );
  } else if (roles.isError) {
    content = <ColumnNote error>Rollerna kunde inte hämtas.</ColumnNote>;
  } else {
    content = <ColumnSkeleton label="Laddar roller" />;
  }
  return <Column title="Roll">{content}</Column>;
}
