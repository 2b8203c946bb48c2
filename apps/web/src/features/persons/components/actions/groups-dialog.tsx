import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import type { TPersonGroup } from '@kansli/domain/persons/person-card';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';

/** Spec 9: the overview dialog is 1000 pixels wide. */
export const OVERVIEW_DIALOG_WIDTH = 1000;
export const NO_GROUPS_TEXT = 'Inga grupper';

/** When the person left the group, as a Stockholm calendar date; '-' while still a member. */
export function leftOn(group: TPersonGroup): string {
  return group.deletedAt === null ? '-' : dateInStockholm(new Date(group.deletedAt));
}

/** 'Översikt' (spec 2.4): the person's groups; a group opens in the campus platform's admin. */
export function GroupsDialog({
  open,
  fullName,
  groups,
  onClose,
}: {
  open: boolean;
  fullName: string;
  groups: readonly TPersonGroup[];
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : OVERVIEW_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{`Översikt – ${fullName}`}</DialogTitle>
      <DialogContent>
        {groups.length === 0 ? (
          <Typography>{NO_GROUPS_TEXT}</Typography>
        ) : (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>Grupp</TableCell>
                <TableCell>Borttagen</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.map((group) => (
                <TableRow key={group.id}>
                  <TableCell>
                    {group.campusAdminUrl === null ? (
                      group.name
                    ) : (
                      <Link href={group.campusAdminUrl} target="_blank" rel="noopener">
                        {group.name}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>{leftOn(group)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Stäng</Button>
      </DialogActions>
    </Dialog>
  );
}
