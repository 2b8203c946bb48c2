// Times on the person screen as the staff read them: sv-SE, in Stockholm's time zone.

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** '2026-01-10 09:00', or '-' when there is no time. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '-';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}

export function fullNameOf(person: { givenName: string; familyName: string }): string {
  return `${person.givenName} ${person.familyName}`;
}
