// Times as the staff read them: sv-SE, in Stockholm's time zone.

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});
const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short' });

function instantOf(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** '2026-01-10 09:00', or '-' when there is no time. */
export function formatDateTime(text: string | null | undefined): string {
  const instant = instantOf(text);
  return instant ? dateTime.format(instant) : '-';
}

/** '2026-01-10': the day of an instant in Stockholm, or a calendar date as it is; '-' when missing. */
export function formatDate(text: string | null | undefined): string {
  if (text && /^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const instant = instantOf(text);
  return instant ? date.format(instant) : '-';
}
