import { holdsFlag, holdsFlagAt } from '@kansli/domain/access/authorization';
import { DEFAULT_VIEW, type PreschoolView } from '@kansli/domain/preschool/qpm';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PublishIcon from '@mui/icons-material/Publish';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { PublishDialog } from '@/components/publish-dialog/publish-dialog.tsx';
import { type PreschoolUnit, usePreschoolLocations } from '@/features/preschool/api/list-locations.ts';
import {
  type PersonRef,
  type PreschoolScreen,
  PreschoolScreenContext,
  type RegisterMode,
} from '@/features/preschool/state/screen-context.ts';
import { usePreschoolView, type ViewChange } from '@/features/preschool/state/use-preschool-view.ts';
import { useAuthorization } from '@/lib/api/get-authorization.ts';
import { preloadable } from '@/lib/preloadable.tsx';
import { RegisterDndProvider } from './forms/register-dnd.tsx';
import { SearchPanel } from './search/search-panel.tsx';
import { UnitSelector } from './unit-selector.tsx';

// The other tabs load when first opened, so the screen's first view stays within its size budget.
const OverviewPanel = preloadable(() =>
  import('./overview/overview-panel.tsx').then((module) => module.OverviewPanel),
);
const InvoicePanel = preloadable(() =>
  import('./invoicing/invoice-panel.tsx').then((module) => module.InvoicePanel),
);
const ExportPanel = preloadable(() =>
  import('./export/export-panel.tsx').then((module) => module.ExportPanel),
);

// Spec 2.6: the preschool screen. One unit at a time; its tabs are panels on that unit.

/** The location where the spreadsheet export of every unit is granted (spec 2.6 and 6). */
const EXPORT_LOCATION_ID = 100;
const TITLE = 'Förskoleadministration';

export function PreschoolPage() {
  const locations = usePreschoolLocations();
  const { unit: unitParam, view, change } = usePreschoolView();
  // An address of the overview loads its code while the units load, not after.
  useEffect(() => {
    if (view.tab === 1) OverviewPanel.preload().catch(() => undefined);
  }, [view.tab]);

  if (locations.isPending) return <PageSkeleton />;
  const units = locations.data ?? [];
  const unit = units.find((u) => u.cost_center === unitParam) ?? units.find((u) => u.selected) ?? units[0];
  if (!unit) {
    return (
      <>
        <PageTitle />
        <Typography color="text.secondary">
          {locations.isError ? 'Förskolorna kunde inte hämtas.' : 'Du har inte tillgång till någon förskola.'}
        </Typography>
      </>
    );
  }
  return (
    // Another unit starts with no register mode open.
    <UnitScreen key={unit.cost_center} units={units} unit={unit} view={view} change={change} />
  );
}

function PageTitle() {
  return (
    <Typography variant="h5" component="h1">
      {TITLE}
    </Typography>
  );
}

function PageSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Hämtar förskolor" sx={{ display: 'grid', gap: 2 }}>
      <PageTitle />
      <Skeleton variant="rounded" height={56} sx={{ maxWidth: 360 }} />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/** A tab's place while its code loads. */
function TabSkeleton() {
  return <Skeleton role="status" variant="rounded" height={320} aria-label="Laddar" />;
}

interface UnitScreenProps {
  units: readonly PreschoolUnit[];
  unit: PreschoolUnit;
  view: PreschoolView;
  change(change: ViewChange): void;
}

function UnitScreen({ units, unit, view, change }: UnitScreenProps) {
  const authorization = useAuthorization().data;
  const holds = (flag: 'ACCESS' | 'BILLING' | 'READ_ALL_PERSONS', locationId: number) =>
    authorization !== undefined && holdsFlagAt(authorization, 'preschool', flag, locationId);
  const canEdit = holds('ACCESS', unit.id);
  const canBill = holds('BILLING', unit.id);
  const canExport = holds('READ_ALL_PERSONS', EXPORT_LOCATION_ID);
  const canPublish = authorization !== undefined && holdsFlag(authorization, 'adminMenu', 'GROUPS');
  const [publishOpen, setPublishOpen] = useState(false);

  const [register, setRegister] = useState<RegisterMode>({ kind: 'normal' });
  // Spec 4.2: the view before a register mode, given back when it ends without a save.
  const savedView = useRef<PreschoolView>(DEFAULT_VIEW);

  const openPerson = useCallback(
    (person: PersonRef) =>
      change({
        view: {
          tab: 0,
          guardians: person.type === 'legalguardian',
          search: person.search,
          page: 0,
          selected: person.id,
        },
      }),
    [change],
  );

  const startRegister = useCallback(
    (mode: Exclude<RegisterMode, { kind: 'normal' }>) => {
      savedView.current = view;
      const formType = mode.kind === 'create' ? mode.type : mode.person.type;
      // The child form links guardians, the guardian form children: the search finds those.
      change({
        view: { tab: 0, guardians: formType === 'child', search: '', page: 0, selected: null },
        replace: true,
      });
      setRegister(mode);
    },
    [view, change],
  );

  const endRegister = useCallback(
    (saved?: PersonRef) => {
      setRegister({ kind: 'normal' });
      if (saved) openPerson(saved);
      else change({ view: savedView.current, replace: true });
    },
    [openPerson, change],
  );

  const screen = useMemo<PreschoolScreen>(
    () => ({ unit, canEdit, canBill, openPerson, register, startRegister, endRegister }),
    [unit, canEdit, canBill, openPerson, register, startRegister, endRegister],
  );

  const registering = register.kind !== 'normal';
  const tabs = [
    { label: 'Sök och hantera', shown: true },
    { label: 'Översikt barn', shown: true },
    { label: 'Fakturering', shown: canBill },
    { label: 'Exportera till kalkylark', shown: canExport },
  ];
  const tab = tabs[view.tab]?.shown ? view.tab : 0;
  const tabsId = useId();

  return (
    <PreschoolScreenContext.Provider value={screen}>
      <RegisterDndProvider>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <PageTitle />
            <Box sx={{ flex: 1 }} />
            {(canEdit || canPublish) && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {canPublish && (
                  <Button variant="outlined" startIcon={<PublishIcon />} onClick={() => setPublishOpen(true)}>
                    Publicera
                  </Button>
                )}
                {canEdit && (
                  <>
                    <Button
                      variant="outlined"
                      startIcon={<PersonAddIcon />}
                      disabled={registering}
                      onClick={() => startRegister({ kind: 'create', type: 'legalguardian' })}
                    >
                      Lägg till ny vårdnadshavare
                    </Button>
                    <Button
                      variant="contained"
                      startIcon={<ChildCareIcon />}
                      disabled={registering}
                      onClick={() => startRegister({ kind: 'create', type: 'child' })}
                    >
                      Lägg till nytt barn
                    </Button>
                  </>
                )}
              </Box>
            )}
            {canPublish && (
              <PublishDialog open={publishOpen} onClose={() => setPublishOpen(false)} initialMode="groups" />
            )}
          </Box>
          <UnitSelector
            units={units}
            unit={unit}
            disabled={registering}
            onChange={(chosen) => change({ unit: chosen.cost_center, view: { page: 0, selected: null } })}
          />
          <Tabs
            value={tab}
            onChange={(_event, next: number) => change({ view: { tab: next } })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Förskolans delar"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map(({ label, shown }, index) =>
              shown ? (
                <Tab
                  key={label}
                  value={index}
                  label={label}
                  disabled={registering && index !== tab}
                  id={`${tabsId}-tab-${index}`}
                  aria-controls={`${tabsId}-panel-${index}`}
                />
              ) : null,
            )}
          </Tabs>
          <Box
            role="tabpanel"
            id={`${tabsId}-panel-${tab}`}
            aria-labelledby={`${tabsId}-tab-${tab}`}
            sx={{ minWidth: 0 }}
          >
            {tab === 0 && <SearchPanel view={view} change={change} />}
            <Suspense fallback={<TabSkeleton />}>
              {tab === 1 && <OverviewPanel />}
              {tab === 2 && <InvoicePanel />}
              {tab === 3 && <ExportPanel units={units} />}
            </Suspense>
          </Box>
        </Box>
      </RegisterDndProvider>
    </PreschoolScreenContext.Provider>
  );
}
