import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PermissionsDialog } from './permissions-dialog.tsx';

/** 'Behörigheter': opens the person's permission editor. */
export function PermissionsButton({ personId, fullName }: { personId: number; fullName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AdminPanelSettingsIcon />}
        onClick={() => setOpen(true)}
      >
        Behörigheter
      </Button>
      <PermissionsDialog personId={personId} fullName={fullName} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
