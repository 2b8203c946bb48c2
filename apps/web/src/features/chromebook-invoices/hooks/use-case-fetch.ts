import { ALL_LOCATIONS_DELAY_MS, type TChromebookLocation } from '@kansli/domain/chromebooks/invoice';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetchFreshserviceCases } from '../api/get-freshservice-cases.ts';
import type { CaseQuery } from '../api/query-keys.ts';
import { type CaseRow, rowOf } from './case-rows.ts';

export type FetchProgress = { done: number; total: number };

/** What the last 'Hämta' asked for: the units and the query their PDFs repeat. */
export type FetchedRequest = { units: readonly TChromebookLocation[]; query: CaseQuery };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 'Hämta': the units' cases one unit after another into one table. With all units chosen it waits
 * between the units (spec 4, 9) so that the service desk's rate limit holds. A unit that fails shows
 * the app's notice and the others still come.
 */
export function useCaseFetch({ betweenUnitsMs = ALL_LOCATIONS_DELAY_MS } = {}) {
  const fetchCases = useFetchFreshserviceCases();
  const [rows, setRows] = useState<CaseRow[]>([]);
  const [progress, setProgress] = useState<FetchProgress | null>(null);
  const [fetched, setFetched] = useState<FetchedRequest | null>(null);
  const mounted = useRef(true);
  const running = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fetchUnits = useCallback(
    async (units: readonly TChromebookLocation[], query: CaseQuery, allUnits: boolean) => {
      if (running.current || units.length === 0) return;
      running.current = true;
      setRows([]);
      setFetched({ units, query });
      setProgress({ done: 0, total: units.length });
      try {
        for (const [index, unit] of units.entries()) {
          if (index > 0 && allUnits) await wait(betweenUnitsMs);
          if (!mounted.current) return;
          try {
            const cases = await fetchCases(unit.costCenter, query);
            if (!mounted.current) return;
            setRows((current) => {
              const known = new Set(current.map((row) => row.key));
              return [...current, ...cases.map(rowOf).filter((row) => !known.has(row.key))];
            });
          } catch {
            // The query cache has shown the notice; the next unit may still answer.
          }
          if (mounted.current) setProgress({ done: index + 1, total: units.length });
        }
      } finally {
        running.current = false;
        if (mounted.current) setProgress(null);
      }
    },
    [fetchCases, betweenUnitsMs],
  );

  return { rows, setRows, progress, fetched, fetchUnits };
}
