// The kinds of business (verksamhet) a unit can be, by the ids the code checks: a preschool's unit
// takes children and invoices fees, a school's and adult education's pupils come from a school
// system's export, and the school units screen lays out their raw data by the id.

export const BUSINESSES = [
  { id: 100, name: 'Förskola' },
  // The upper-secondary schools are 200 as well: they share the compulsory schools' import and raw data.
  { id: 200, name: 'Grundskola och gymnasium' },
  { id: 300, name: 'Komvux' },
] as const;

export type BusinessId = (typeof BUSINESSES)[number]['id'];

export const BUSINESS_IDS = BUSINESSES.map((business) => business.id) as [BusinessId, ...BusinessId[]];

export const PRESCHOOL_BUSINESS_ID = 100 satisfies BusinessId;

/** The business's Swedish name; an id the code does not know is shown as its number. */
export function businessName(id: number): string {
  return BUSINESSES.find((business) => business.id === id)?.name ?? `Verksamhet ${id}`;
}
