import { AUDIT_ACTION_CHOICES, AUDIT_ENTITY_TEXTS } from '@kansli/domain/audit/audit-actions';
import type { TAuditQuery } from '@kansli/domain/audit/audit-log';

// The Logg tab's filters as the address keeps them ('&actorId=5&action=person.create&from=2026-11-24T08:00'):
// persons by id only, never by name, an action by the first code of its choice, and times as Stockholm's
// wall clock, which the request turns into instants.

export type AuditFilter = {
  /** Who acted. */
  actorId: number | null;
  /** Whom they acted as while ghosting. */
  ghostAsId: number | null;
  /** The person the entries concern. */
  personId: number | null;
  /** An entity the log knows, such as 'preschool_child', or ''. */
  entity: string;
  /** The first action of one of the filter's choices, or ''. */
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
const CHOICE_KEYS = ['entity', 'action'] as const;
const TIME_KEYS = ['from', 'to'] as const;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The action filter's choice that a code begins. */
export const actionChoiceOf = (action: string) =>
  AUDIT_ACTION_CHOICES.find((choice) => choice.actions[0] === action);

function idOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const filter = { ...EMPTY_AUDIT_FILTER };
  for (const key of PERSON_KEYS) filter[key] = idOf(params.get(key));
  const entity = params.get('entity') ?? '';
  filter.entity = Object.hasOwn(AUDIT_ENTITY_TEXTS, entity) ? entity : '';
  filter.action = actionChoiceOf(params.get('action') ?? '')?.actions[0] ?? '';
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
  for (const key of [...CHOICE_KEYS, ...TIME_KEYS]) {
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

/** The request's filters, the actions as the comma-separated list the server reads. */
export type AuditLogQuery = Omit<TAuditQuery, 'before' | 'limit' | 'actions'> & { actions?: string };

/** The request's filters: the ones that hold a value, 'to' up to the end of its minute. */
export function auditQueryOf(filter: AuditFilter): AuditLogQuery {
  const query: AuditLogQuery = {};
  for (const key of PERSON_KEYS) {
    const id = filter[key];
    if (id !== null) query[key] = id;
  }
  if (filter.entity) query.entity = filter.entity;
  const choice = actionChoiceOf(filter.action);
  if (choice) query.actions = choice.actions.join(',');
  const from = instantOfStockholmTime(filter.from);
  const to = instantOfStockholmTime(filter.to, 59_999);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
