import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { isEndedOn } from '@kansli/domain/organisation/locations';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import { LoadFailed } from '@/components/load-failed.tsx';
import { type OrganisationUnit, useOrganisation } from '@/features/superadmin/api/list-organisation.ts';
import { buildLocationTree } from '@/lib/location-tree.ts';
import { preloadable } from '@/lib/preloadable.tsx';
import { UnitDialog } from './unit-dialog.tsx';
import { UnitTree } from './unit-tree.tsx';

const EndUnitDialog = preloadable(() =>
  import('./end-unit-dialog.tsx').then((module) => module.EndUnitDialog),
);

/** The levels opened at first: the top units and those right below them show the units below them. */
const OPEN_LEVELS = 2;

type Editing = { unit: OrganisationUnit | undefined; parentId: number | null };

/**
 * 'Organisation': the organisation's units as a tree, ended ones hidden until 'Visa avslutade', with
 * 'Lägg till enhet'; a unit opens in its dialog, where it is changed or ended.
 */
export function OrganisationTab() {
  const organisation = useOrganisation();
  const [today] = useState(() => dateInStockholm(new Date()));
  const [showEnded, setShowEnded] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [ending, setEnding] = useState<OrganisationUnit | null>(null);
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());

  const units = organisation.data;
  const roots = useMemo(
    () => buildLocationTree((units ?? []).filter((unit) => showEnded || !isEndedOn(unit.ended_at, today))),
    [units, showEnded, today],
  );
  // Each unit is open as the first levels are, until someone opens or closes it.
  const expanded = useMemo(() => {
    const open = new Set<number>();
    const walk = (nodes: typeof roots, depth: number) => {
      for (const node of nodes) {
        if (toggled.get(node.location.id) ?? depth < OPEN_LEVELS) open.add(node.location.id);
        walk(node.children, depth + 1);
      }
    };
    walk(roots, 0);
    return open;
  }, [roots, toggled]);

  const toggle = (unitId: number) =>
    setToggled((current) => new Map(current).set(unitId, !expanded.has(unitId)));
  /** Opens the units above a unit just saved, so that it shows where it now lies. */
  const reveal = (parentId: number | null) => {
    const parents = new Map((units ?? []).map((unit) => [unit.id, unit.parent_id]));
    setToggled((current) => {
      const next = new Map(current);
      for (let at = parentId; at !== null && at !== undefined; at = parents.get(at) ?? null)
        next.set(at, true);
      return next;
    });
  };
  const top = units?.find((unit) => unit.parent_id === null);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <FormControlLabel
          control={<Switch checked={showEnded} onChange={(event) => setShowEnded(event.target.checked)} />}
          label="Visa avslutade"
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!units}
          onClick={() => setEditing({ unit: undefined, parentId: top?.id ?? null })}
        >
          Lägg till enhet
        </Button>
      </Box>
      {organisation.isPending ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label="Hämtar organisationen"
          sx={{ display: 'grid', gap: 1 }}
        >
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} variant="rounded" height={44} sx={{ ml: row === 0 ? 0 : 4 }} />
          ))}
        </Box>
      ) : organisation.isError ? (
        <LoadFailed message="Organisationen kunde inte hämtas." onRetry={() => void organisation.refetch()} />
      ) : roots.length === 0 ? (
        <Typography color="text.secondary">
          {organisation.data.length === 0
            ? 'Det finns inga enheter ännu. Börja med organisationens översta enhet.'
            : 'Alla enheter är avslutade.'}
        </Typography>
      ) : (
        <UnitTree
          roots={roots}
          expanded={expanded}
          onToggle={toggle}
          onOpen={(unit) => setEditing({ unit, parentId: unit.parent_id })}
          today={today}
        />
      )}
      {editing && units && (
        <UnitDialog
          unit={editing.unit}
          units={units}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            reveal(saved.parent_id);
          }}
          onEnd={(unit) => {
            setEditing(null);
            setEnding(unit);
          }}
        />
      )}
      {ending && (
        <Suspense fallback={null}>
          <EndUnitDialog unit={ending} today={today} onClose={() => setEnding(null)} />
        </Suspense>
      )}
    </Box>
  );
}
