import { ROLE_SEARCH_MIN_LENGTH } from '@kansli/domain/persons/location-roles';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { type RoleChange, useChangeLocationRole } from '@/features/persons/api/change-location-role.ts';
import { type PersonLocationRole, roleKeyOf } from '@/features/persons/api/get-location-roles.ts';
import { type RoleSearchHit, useRoleSearch } from '@/features/persons/api/search-roles.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';

/** Spec 5.3 and 9: the role search waits this long after the last key. */
export const ROLE_SEARCH_DEBOUNCE_MS = 300;

type EditRolesDialogProps = {
  open: boolean;
  onClose(): void;
  personId: number;
  fullName: string;
  roles: readonly PersonLocationRole[];
};

/** 'Redigera enhetsroller' (spec 2.4): remove a role the person holds, or find one and add it. */
export function EditRolesDialog({ open, onClose, personId, fullName, roles }: EditRolesDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Redigera enhetsroller</DialogTitle>
      {/* Mounted only while open: the search starts empty each time. */}
      {open && <RolesEditor personId={personId} fullName={fullName} roles={roles} />}
      <DialogActions>
        <Button onClick={onClose}>Stäng</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A change waiting for its confirmation: a role taken away, or one reaching beyond its unit given. */
type PendingChange = { change: RoleChange; role: PersonLocationRole; rights: readonly string[] };

function RolesEditor({ personId, fullName, roles }: Omit<EditRolesDialogProps, 'open' | 'onClose'>) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState<PendingChange | null>(null);
  const query = useDebouncedValue(text.trim(), ROLE_SEARCH_DEBOUNCE_MS);
  const hits = useRoleSearch(query);
  const change = useChangeLocationRole(personId);
  const held = new Set(roles.map(roleKeyOf));
  const searching = query.length >= ROLE_SEARCH_MIN_LENGTH;

  const run = ({ change: kind, role }: PendingChange) =>
    change.mutate(
      { change: kind, role: { role_id: role.role_id, location_id: role.location_id } },
      { onSettled: () => setPending(null) },
    );
  const add = (hit: RoleSearchHit) => {
    const next = { change: 'add' as const, role: hit, rights: hit.rights_beyond_unit };
    if (next.rights.length > 0) setPending(next);
    else run(next);
  };

  return (
    <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Roller för {fullName}
        </Typography>
        {roles.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Inga enhetsroller
          </Typography>
        ) : (
          <List dense aria-label="Nuvarande enhetsroller">
            {roles.map((role) => (
              <ListItem
                key={roleKeyOf(role)}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Ta bort ${role.role_name} på ${role.location_name}`}
                    disabled={change.isPending}
                    onClick={() => setPending({ change: 'remove', role, rights: [] })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={role.role_name} secondary={role.location_name} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label="Sök roll"
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`Minst ${ROLE_SEARCH_MIN_LENGTH} tecken`}
          autoComplete="off"
          size="small"
        />
        {searching && hits.isFetching && <LinearProgress aria-label="Söker roller" />}
        {searching && hits.data && (
          <HitList hits={hits.data} held={held} busy={change.isPending} onAdd={add} />
        )}
      </Box>
      {pending && (
        <ConfirmChange
          pending={pending}
          fullName={fullName}
          busy={change.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => run(pending)}
        />
      )}
    </DialogContent>
  );
}

/** Asks once before a role is taken away, or before one is given that reaches beyond its unit. */
function ConfirmChange({
  pending: { change, role, rights },
  fullName,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: PendingChange;
  fullName: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const where = `${role.role_name} på ${role.location_name}`;
  if (change === 'remove') {
    return (
      <ConfirmDialog
        open
        title="Ta bort enhetsroll"
        question={`${fullName} förlorar rollen ${where} och de behörigheter den ger.`}
        confirmLabel="Ta bort"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title="Ge enhetsroll"
      question={`Rollen ${where} ger ${fullName} behörigheter i hela organisationen:`}
      confirmLabel="Ge rollen"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Box component="ul" aria-label="Behörigheter i hela organisationen" sx={{ m: 0, pl: 3 }}>
        {rights.map((right) => (
          <Typography component="li" variant="body2" key={right}>
            {right}
          </Typography>
        ))}
      </Box>
    </ConfirmDialog>
  );
}

/** Why a hit cannot be added, after its description. */
function noteOf(hit: RoleSearchHit, holds: boolean): string {
  if (holds) return ' (tilldelad)';
  return hit.grantable ? '' : ` (${NOT_GRANTABLE_NOTE})`;
}

/** A role whose flags the user lacks at the unit: the server would refuse to give it. */
export const NOT_GRANTABLE_NOTE = 'kräver behörigheter som du saknar på enheten';

type HitListProps = {
  hits: readonly RoleSearchHit[];
  held: ReadonlySet<string>;
  busy: boolean;
  onAdd(hit: RoleSearchHit): void;
};

function HitList({ hits, held, busy, onAdd }: HitListProps) {
  if (hits.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Inga roller hittades
      </Typography>
    );
  }
  return (
    <List dense aria-label="Sökta roller">
      {hits.map((hit) => {
        const holds = held.has(roleKeyOf(hit));
        return (
          <ListItem
            key={roleKeyOf(hit)}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Lägg till ${hit.role_name} på ${hit.location_name}`}
                disabled={busy || holds || !hit.grantable}
                onClick={() => onAdd(hit)}
              >
                <AddCircleOutlineIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={`${hit.location_name} – ${hit.role_name}`}
              secondary={`${hit.role_description}${noteOf(hit, holds)}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
