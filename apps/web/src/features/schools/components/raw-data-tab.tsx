import { CardNote } from './unit-card.tsx';

/** The tab 'Rådata': the unit's exported records, read from the export files (built in a later step). */
export function RawDataTab() {
  return <CardNote>Rådata visas när exportfilerna kan läsas.</CardNote>;
}
