import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import {
  type RolePermissionChange,
  useChangeRolePermission,
} from '@/features/superadmin/api/change-role-permission.ts';

/** What the question names: the role losing the flag, and the flag in its segment. */
export type RevokeNames = { role: string; flag: string; segment: string };

/**
 * A checkbox of 'Roller' saved at once when it grants, and after one question when it takes a right
 * away from everyone holding the role.
 */
export function useRevokeConfirmation(): {
  toggle: (change: RolePermissionChange, names: RevokeNames) => void;
  dialog: ReactNode;
} {
  const { mutate } = useChangeRolePermission();
  const [pending, setPending] = useState<{ change: RolePermissionChange; names: RevokeNames } | null>(null);
  const toggle = (change: RolePermissionChange, names: RevokeNames) => {
    if (change.held) mutate(change);
    else setPending({ change, names });
  };
  const dialog = pending && (
    <ConfirmDialog
      open
      title="Ta bort behörighet"
      question={`Alla med rollen ${pending.names.role} förlorar ${pending.names.flag} i ${pending.names.segment}.`}
      confirmLabel="Ta bort"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        // The change shows at once and is put back if the server refuses it.
        mutate(pending.change);
        setPending(null);
      }}
    />
  );
  return { toggle, dialog };
}
