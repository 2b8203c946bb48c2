import { holdsFlagAt } from '@kansli/domain/access/authorization';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardSection, EmptyLine } from '@/components/card-section.tsx';
import {
  type PersonLocationRole,
  roleKeyOf,
  useLocationRoles,
} from '@/features/persons/api/get-location-roles.ts';
import { useAuthorization } from '@/lib/api/get-authorization.ts';
import { EditRolesDialog } from './edit-roles-dialog.tsx';

/** Spec 2.4 and 9: the first 5 unit roles, the rest behind 'Visa alla'. */
export const UNIT_ROLES_SHOWN = 5;
/** Spec 6: the roles are edited by a holder of support EDIT_ROLES at the organisation's root. */
const EDIT_ROLES_LOCATION_ID = 1;

/** 'Enhetsroller': the person's roles at units, and the edit dialog for those allowed. */
export function UnitRolesSection({ personId, fullName }: { personId: number; fullName: string }) {
  const roles = useLocationRoles(personId);
  const authorization = useAuthorization().data;
  const canEdit =
    authorization !== undefined &&
    holdsFlagAt(authorization, 'support', 'EDIT_ROLES', EDIT_ROLES_LOCATION_ID);
  const [open, setOpen] = useState(false);

  return (
    <CardSection
      title="Enhetsroller"
      action={
        canEdit && (
          <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
            Redigera enhetsroller
          </Button>
        )
      }
    >
      {roles.data ? (
        <RoleList roles={roles.data} />
      ) : roles.isPending ? (
        <Box role="status" aria-busy="true" aria-label="Hämtar enhetsroller">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Box>
      ) : (
        <Typography variant="body2" color="error">
          Enhetsrollerna kunde inte hämtas.
        </Typography>
      )}
      {canEdit && (
        <EditRolesDialog
          open={open}
          onClose={() => setOpen(false)}
          personId={personId}
          fullName={fullName}
          roles={roles.data ?? []}
        />
      )}
    </CardSection>
  );
}

function RoleList({ roles }: { roles: readonly PersonLocationRole[] }) {
  const [expanded, setExpanded] = useState(false);
  if (roles.length === 0) return <EmptyLine>Inga enhetsroller</EmptyLine>;
  const shown = expanded ? roles : roles.slice(0, UNIT_ROLES_SHOWN);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Box
        component="ul"
        aria-label="Enhetsroller"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {shown.map((role) => (
          <li key={roleKeyOf(role)}>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {role.role_name}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                · {role.location_name}
              </Box>
            </Typography>
          </li>
        ))}
      </Box>
      {roles.length > UNIT_ROLES_SHOWN && (
        <Button size="small" onClick={() => setExpanded((was) => !was)} aria-expanded={expanded}>
          {expanded ? 'Visa färre' : 'Visa alla'}
        </Button>
      )}
    </Box>
  );
}
