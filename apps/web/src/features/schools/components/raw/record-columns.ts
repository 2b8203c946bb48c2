import type { RawRecord, RawRecordType } from '@/features/schools/api/get-raw-records.ts';

// The columns of each raw export type (spec part 2, 3), named in Swedish, and how a record's value
// of each is read. Records are raw: a missing or odd field shows as '-'.

export type RawColumn = { header: string; value: (record: RawRecord) => string };

/** The value at the path, as text; '-' when it is missing or not a plain value. */
export function textAt(record: unknown, ...path: string[]): string {
  let value: unknown = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return '-';
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'string') return value.trim() === '' ? '-' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '-';
}

/** The number of a group's members. */
export function memberCount(record: RawRecord): number {
  return Array.isArray(record.socialnumber) ? record.socialnumber.length : 0;
}

const column = (header: string, ...path: string[]): RawColumn => ({
  header,
  value: (record) => textAt(record, ...path),
});

export const RAW_COLUMNS: Record<RawRecordType, RawColumn[]> = {
  group: [
    column('Namn', 'name'),
    column('Id', 'id'),
    column('Typ', 'grouptype', 'scheme'),
    column('Start', 'extension', 'startdate'),
    column('Slut', 'extension', 'enddate'),
    { header: 'Medlemmar', value: (record) => String(memberCount(record)) },
  ],
  person: [
    column('Förnamn', 'name', 'n', 'given'),
    column('Efternamn', 'name', 'n', 'family'),
    column('Personnummer', 'personcode'),
    column('E-post', 'email'),
    column('Roll', 'institutionrole', 'institutionroletype'),
  ],
  student: [
    column('Förnamn', 'fname'),
    column('Efternamn', 'lname'),
    column('Personnummer', 'socialnumber'),
    column('Klass', 'class'),
  ],
  parent: [
    column('Förnamn', 'fname1'),
    column('Efternamn', 'lname1'),
    column('Personnummer', 'socialnumber'),
    column('Elevens personnummer', 'studentsocialnumber'),
  ],
  teacher: [
    column('Förnamn', 'fname'),
    column('Efternamn', 'lname'),
    column('Personnummer', 'socialnumber'),
    column('E-post', 'email'),
  ],
};

/** The records whose shown values hold the text, case-insensitively; all of them for a blank text. */
export function filterRecords(records: RawRecord[], type: RawRecordType, text: string): RawRecord[] {
  const needle = text.trim().toLocaleLowerCase('sv');
  if (needle === '') return records;
  const columns = RAW_COLUMNS[type];
  return records.filter((record) =>
    columns.some((col) => col.value(record).toLocaleLowerCase('sv').includes(needle)),
  );
}

/** Rows shown at most: the tab is for reading, not paging through a whole school. */
export const RAW_ROW_LIMIT = 200;
