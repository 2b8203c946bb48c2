import { ALL_LOCATIONS_DELAY_MS } from '@kansli/domain/chromebooks/invoice';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { preloadable } from '@/lib/preloadable.tsx';
import { type InvoiceTab, useInvoiceRoute } from '../hooks/use-invoice-route.ts';
import { InvoiceSearchTab } from './search/invoice-search-tab.tsx';

// The Freshservice tab (with its date pickers) loads when first opened.
const FreshserviceTab = preloadable(() =>
  import('./freshservice/freshservice-tab.tsx').then((module) => module.FreshserviceTab),
);

// Spec part 2, 2 'Chromebook invoice underlay (device-invoice-list)': the invoices searched, and the
// cases fetched from Freshservice and taken through the invoicing steps. Both tabs stay mounted once
// opened, so going to the search and back keeps the fetched table and any batch under way.

export const SEARCH_TAB_LABEL = 'Sök';
export const FRESHSERVICE_TAB_LABEL = 'Chromebook fakturaunderlag från Freshservice';

export function ChromebookInvoicesPage({
  betweenUnitsMs = ALL_LOCATIONS_DELAY_MS,
}: {
  /** The wait between units when all are fetched; tests shorten it. */
  betweenUnitsMs?: number;
}) {
  const route = useInvoiceRoute();
  const id = useId();
  const [freshserviceOpened, setFreshserviceOpened] = useState(false);
  if (route.tab === 'freshservice' && !freshserviceOpened) setFreshserviceOpened(true);
  const tabs: { value: InvoiceTab; label: string }[] = [
    { value: 'search', label: SEARCH_TAB_LABEL },
    { value: 'freshservice', label: FRESHSERVICE_TAB_LABEL },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        CB Fakturering
      </Typography>
      <Tabs
        value={route.tab}
        onChange={(_event, tab: InvoiceTab) => route.change({ tab })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Fakturaunderlag"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${id}-${tab.value}-tab`}
            aria-controls={`${id}-${tab.value}-panel`}
          />
        ))}
      </Tabs>
      {tabs.map((tab) => (
        <Box
          key={tab.value}
          role="tabpanel"
          id={`${id}-${tab.value}-panel`}
          aria-labelledby={`${id}-${tab.value}-tab`}
          hidden={route.tab !== tab.value}
          sx={{ minWidth: 0 }}
        >
          {tab.value === 'search' ? (
            <InvoiceSearchTab route={route} />
          ) : (
            freshserviceOpened && (
              <Suspense
                fallback={<Skeleton role="status" variant="rounded" height={320} aria-label="Laddar" />}
              >
                <FreshserviceTab betweenUnitsMs={betweenUnitsMs} />
              </Suspense>
            )
          )}
        </Box>
      ))}
    </Box>
  );
}
