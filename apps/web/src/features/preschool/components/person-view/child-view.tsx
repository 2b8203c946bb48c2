import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { CareTable } from './care-table.tsx';
import { BirthdayMessage, childAge } from './child-age.tsx';
import { ChildHistory } from './child-history.tsx';
import { InvoiceBars, InvoiceBarsSkeleton } from './invoice-bars.tsx';
import { PersonCards, PersonCardsSkeleton } from './person-cards.tsx';
import {
  FAILED_TEXT,
  fullName,
  monthTitle,
  shareText,
  siblingsInOverview,
  todayInStockholm,
  useCurrentOverview,
} from './view-data.ts';
import { EmptyText, Fact, FactList, PersonViewFrame, ViewSection } from './view-layout.tsx';

type ViewedChild = PreschoolPerson | OverviewChild;

const isSearchResult = (child: ViewedChild): child is PreschoolPerson => 'sub' in child;

/**
 * What the view shows beyond the child itself. A row of the overview carries it for its month; a
 * search result finds it in the unit's overview of the current month (undefined while that loads, or
 * when it failed).
 */
function useChildMonth(child: ViewedChild) {
  const fromSearch = isSearchResult(child);
  const overview = useCurrentOverview(fromSearch);
  if (!fromSearch) {
    return {
      month: child.invoice_lines[0]?.month ?? overview.month,
      isPending: false,
      note: child.note as string | undefined,
      siblings: child.siblings,
      lines: child.invoice_lines,
    };
  }
  const row = overview.children?.find((other) => other.id === child.id);
  // The overview holds only active children: an inactive one is not in it, nor billed.
  return {
    month: overview.month,
    isPending: overview.isPending,
    note: row?.note,
    siblings: overview.children && (row?.siblings ?? siblingsInOverview(child, overview.children)),
    lines: overview.children && (row?.invoice_lines ?? []),
  };
}

/** Spec 2.8: a child, read-only. */
export function ChildView({ child }: { child: ViewedChild }) {
  const { month, isPending, note, siblings, lines } = useChildMonth(child);
  const { canEdit } = usePreschoolScreen();
  const today = todayInStockholm();
  const civicNumber = isSearchResult(child) ? child.sub : child.civic_number;
  const active = isSearchResult(child) ? child.active : child.active === 1;

  return (
    <PersonViewFrame name={fullName(child)} editable={isSearchResult(child) ? child : undefined}>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <FactList>
          <Fact label="Personnummer">{civicNumber}</Fact>
          <Fact label="Ålder">{childAge(civicNumber, today)}</Fact>
          {isPending ? (
            <Fact label="Anteckning">
              <Skeleton width={200} />
            </Fact>
          ) : (
            note !== undefined && <Fact label="Anteckning">{note || 'Ingen anteckning'}</Fact>
          )}
        </FactList>
        <BirthdayMessage civicNumber={civicNumber} givenName={child.given_name} today={today} />
        <FormControlLabel
          control={<Switch checked={active} disabled />}
          label="Aktiv"
          sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.secondary' } }}
        />
      </Box>

      <ViewSection title="Vårdnadshavare">
        <PersonCards
          type="legalguardian"
          label="Vårdnadshavare"
          emptyText="Inga vårdnadshavare kopplade"
          people={child.guardians.map((guardian) => ({
            ...guardian,
            details: [guardian.email, shareText(guardian.percent)],
          }))}
        />
      </ViewSection>

      <ViewSection title="Syskon">
        {isPending ? (
          <PersonCardsSkeleton label="Laddar syskon" />
        ) : siblings === undefined ? (
          <EmptyText>{FAILED_TEXT}</EmptyText>
        ) : (
          <PersonCards
            type="child"
            label="Syskon"
            emptyText="Inga syskon"
            people={siblings.map((sibling) => ({ ...sibling, details: [sibling.department] }))}
          />
        )}
      </ViewSection>

      <ViewSection title="Omsorg" subtitle={monthTitle(month)}>
        <CareTable periods={child.care_times} month={month} />
      </ViewSection>

      <ViewSection title="Debitering" subtitle={monthTitle(month)}>
        {isPending ? (
          <InvoiceBarsSkeleton />
        ) : lines === undefined ? (
          <EmptyText>{FAILED_TEXT}</EmptyText>
        ) : (
          <InvoiceBars lines={lines} emptyText="Ingen debitering under månaden" />
        )}
      </ViewSection>

      {/* The history asks for the same access at the unit as editing the child. */}
      {canEdit && <ChildHistory childId={child.id} />}
    </PersonViewFrame>
  );
}
