// The staff's calendar is Stockholm's: a date is the day it is there, whatever the server's time zone.

const stockholmDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** The Stockholm date 'YYYY-MM-DD' of an instant. */
export function dateInStockholm(instant: Date): string {
  return stockholmDate.format(instant);
}
