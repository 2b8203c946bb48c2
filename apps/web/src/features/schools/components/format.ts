// Times on the school units screen as the staff read them: in Stockholm's time zone.

const stockholm = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Spec part 2, 2: 'YYYY-MM-dd HH:mm' in Stockholm, or '-' when there is no time. */
export function formatSyncTime(instant: string | null): string {
  if (!instant) return '-';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '-';
  const part = Object.fromEntries(stockholm.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
