import type { TAuditQuery } from '@kansli/domain/audit/audit-log';

// The Logg tab's filters as the address keeps them ('&actorId=5&action=person.&from=2026-11-24T08:00'):
// persons by id only, never by name, and times as Stockholm's wall clock, which the request turns into
// instants.

export type AuditFilter = {
  /** Who acted. */
  actorId: number | null;
  /** Whom they acted as while ghosting. */
  ghostAsId: number | null;
  /** The person the entries concern. */
  personId: number | null;
  entity: string;
  /** The action's beginning. */
  action: string;
  /** 'YYYY-MM-DDTHH:mm' in Stockholm, or ''. */
  from: string;
  to: string;
};

export const EMPTY_AUDIT_FILTER: AuditFilter = {
  actorId: null,
  ghostAsId: null,
  personId: null,
  entity: '',
  action: '',
  from: '',
  to: '',
};

const PERSON_KEYS = ['actorId', 'ghostAsId', 'personId'] as const;
const TEXT_KEYS = ['entity', 'action'] as const;
const TIME_KEYS = ['from', 'to'] as const;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function idOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const filter = { ...EMPTY_AUDIT_FILTER };
  for (const key of PERSON_KEYS) filter[key] = idOf(params.get(key));
  for (const key of TEXT_KEYS) filter[key] = params.get(key)?.slice(0, 100) ?? '';
  for (const key of TIME_KEYS) {
    const value = params.get(key) ?? '';
    filter[key] = WALL_TIME.test(value) ? value : '';
  }
  return filter;
}

/** Sets the filter's parameters that hold a value. */
export function setAuditParams(params: URLSearchParams, filter: AuditFilter): void {
  for (const key of PERSON_KEYS) {
    const id = filter[key];
    if (id !== null) params.set(key, String(id));
  }
  for (const key of [...TEXT_KEYS, ...TIME_KEYS]) {
    const value = filter[key].trim();
    if (value) params.set(key, value);
  }
}

/** A range the wrong way round, which the server refuses. */
export const isBackwards = (filter: AuditFilter) =>
  filter.from !== '' && filter.to !== '' && filter.from > filter.to;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  timeZoneName: 'longOffset',
});

/** Stockholm's offset from UTC at an instant, in minutes: 60 in winter, 120 in summer. */
function stockholmOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant of a Stockholm wall time 'YYYY-MM-DDTHH:mm', plus `extraMs`, as an ISO time. */
export function instantOfStockholmTime(wallTime: string, extraMs = 0): string | undefined {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  // The offset at the guessed instant, then at the instant it gives: right on both sides of a change.
  const guess = asUtc - stockholmOffsetMinutes(asUtc) * 60_000;
  const instant = asUtc - stockholmOffsetMinutes(guess) * 60_000;
  return new Date(instant + extraMs).toISOString();
}

export type AuditLogQuery = Omit<TAuditQuery, 'before' | 'limit'>;

/** The request's filters: the ones that hold a value, 'to' up to the end of its minute. */
export function auditQueryOf(filter: AuditFilter): AuditLogQuery {
  const query: AuditLogQuery = {};
  for (const key of PERSON_KEYS) {
    const id = filter[key];
    if (id !== null) query[key] = id;
  }
  if (filter.entity.trim()) query.entity = filter.entity.trim();
  if (filter.action.trim()) query.action = filter.action.trim();
  const from = instantOfStockholmTime(filter.from);
  const to = instantOfStockholmTime(filter.to, 59_999);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
