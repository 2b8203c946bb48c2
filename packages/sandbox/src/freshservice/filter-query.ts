import { isCalendarDate } from '@kansli/domain/calendar/dates';
import type { FreshserviceSandboxTicket } from './state.ts';

// Freshservice's ticket filter language as its API documentation gives it, and nothing more: the
// whole query in double quotes, at most 512 characters; `field:value` conditions on the documented
// ticket fields and the account's custom fields, joined by AND and OR with parentheses. `:` is
// equality, `:>` and `:<` are "at least" and "at most" on numbers and dates; a date field takes only
// `:>` and `:<` with 'YYYY-MM-DD'. Text is in single quotes, numbers bare, and `null` is "no value".

export class FilterQueryError extends Error {}

/** What the filter reads of a ticket beyond the ticket itself: its requester's address. */
export interface FilterContext {
  requesterEmail(ticket: FreshserviceSandboxTicket): string | null;
}

export type TicketPredicate = (ticket: FreshserviceSandboxTicket, context: FilterContext) => boolean;

type Value = string | number | boolean | null;
type Operator = ':' | ':>' | ':<';

type Token =
  | { kind: '(' | ')' | 'AND' | 'OR' }
  | { kind: 'term'; field: string; op: Operator; value: Value; quoted: boolean };

type FieldType = 'number' | 'text' | 'date';

/** The ticket fields Freshservice documents for the filter, with how each is read from a ticket. */
const TICKET_FIELDS: Record<
  string,
  { type: FieldType; read: (ticket: FreshserviceSandboxTicket, context: FilterContext) => Value | Value[] }
> = {
  workspace_id: { type: 'number', read: (t) => t.workspace_id ?? null },
  requester_id: { type: 'number', read: (t) => t.requester_id },
  email: { type: 'text', read: (t, context) => context.requesterEmail(t) },
  agent_id: { type: 'number', read: (t) => t.responder_id ?? null },
  group_id: { type: 'number', read: (t) => t.group_id ?? null },
  department_id: { type: 'number', read: (t) => t.department_id },
  priority: { type: 'number', read: (t) => t.priority },
  status: { type: 'number', read: (t) => t.status },
  impact: { type: 'number', read: (t) => t.impact ?? null },
  urgency: { type: 'number', read: (t) => t.urgency ?? null },
  category: { type: 'text', read: (t) => t.category },
  sub_category: { type: 'text', read: (t) => t.sub_category },
  item_category: { type: 'text', read: (t) => t.item_category },
  tag: { type: 'text', read: (t) => t.tags ?? [] },
  created_at: { type: 'date', read: (t) => t.created_at },
  updated_at: { type: 'date', read: (t) => t.updated_at },
  due_by: { type: 'date', read: (t) => t.due_by ?? null },
  fr_due_by: { type: 'date', read: (t) => t.fr_due_by ?? null },
};

/** Freshservice's limit on the query's length, its double quotes not counted. */
export const MAX_QUERY_LENGTH = 512;

const TERM = /^([A-Za-z_]\w*)\s*([^\s\w()'-]+)\s*('[^']*'|-?\d+(?:\.\d+)?(?![\w.])|null\b|true\b|false\b)?/;

const KEYWORDS: Record<string, Value> = { null: null, true: true, false: false };

function tokens(query: string): Token[] {
  const found: Token[] = [];
  let rest = query.trim();
  while (rest) {
    const bracket = /^[()]/.exec(rest)?.[0];
    const word = /^(AND|OR)(?=[\s(]|$)/.exec(rest)?.[1];
    const term = TERM.exec(rest);
    if (bracket === '(' || bracket === ')') {
      found.push({ kind: bracket });
      rest = rest.slice(1);
    } else if (word === 'AND' || word === 'OR') {
      found.push({ kind: word });
      rest = rest.slice(word.length);
    } else if (term) {
      const [text, field = '', op = '', raw] = term;
      if (op !== ':' && op !== ':>' && op !== ':<') {
        throw new FilterQueryError(`${op} is not an operator of the filter (use :, :> or :<)`);
      }
      if (raw === undefined) {
        throw new FilterQueryError(`${field}: a value is a number, null, or text in single quotes`);
      }
      const quoted = raw.startsWith("'");
      const value = quoted
        ? raw.slice(1, -1)
        : Object.hasOwn(KEYWORDS, raw)
          ? (KEYWORDS[raw] ?? null)
          : Number(raw);
      found.push({ kind: 'term', field, op, value, quoted });
      rest = rest.slice(text.length);
    } else {
      throw new FilterQueryError('the query cannot be read');
    }
    rest = rest.trimStart();
  }
  return found;
}

const lower = (value: Value) => (typeof value === 'string' ? value.toLowerCase() : value);

/** The day (UTC) of a ticket's date or date-time value. */
function dayOf(value: Value): string | null {
  const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : new Date(at).toISOString().slice(0, 10);
}

function compare(type: FieldType, op: Operator, wanted: Value, actual: Value): boolean {
  if (type === 'date') {
    const day = dayOf(actual);
    if (day === null || typeof wanted !== 'string') return false;
    return op === ':>' ? day >= wanted : day <= wanted;
  }
  if (op === ':') return lower(actual ?? null) === lower(wanted);
  if (typeof actual !== 'number' || typeof wanted !== 'number') return false;
  return op === ':>' ? actual >= wanted : actual <= wanted;
}

function checkValue(field: string, type: FieldType, token: Extract<Token, { kind: 'term' }>) {
  const { op, value, quoted } = token;
  if (type === 'date') {
    if (op === ':') throw new FilterQueryError(`${field} takes only :> and :<`);
    if (!quoted || typeof value !== 'string' || !isCalendarDate(value)) {
      throw new FilterQueryError(`${field} takes a date as 'YYYY-MM-DD'`);
    }
    return;
  }
  if (value === null) {
    if (op !== ':') throw new FilterQueryError(`${field}: null is compared with : only`);
    return;
  }
  if (type === 'number' && typeof value !== 'number') throw new FilterQueryError(`${field} takes a number`);
  if (type === 'text') {
    if (!quoted) throw new FilterQueryError(`${field}: text goes in single quotes`);
    if (op !== ':') throw new FilterQueryError(`${field} is compared with : only`);
  }
}

/** A custom field's type, from the value it holds on the account's tickets. */
function customFieldType(value: Value): FieldType {
  if (typeof value === 'number') return 'number';
  return typeof value === 'string' && isCalendarDate(value) ? 'date' : 'text';
}

function termPredicate(
  token: Extract<Token, { kind: 'term' }>,
  customFields: ReadonlyMap<string, Value>,
): TicketPredicate {
  const { field, op, value } = token;
  const known = TICKET_FIELDS[field];
  if (known) {
    checkValue(field, known.type, token);
    return (ticket, context) => {
      const actual = known.read(ticket, context);
      return Array.isArray(actual)
        ? actual.some((one) => compare(known.type, op, value, one))
        : compare(known.type, op, value, actual);
    };
  }
  if (customFields.has(field)) {
    const sample = customFields.get(field) ?? null;
    // A checkbox holds true or false and is compared with them; other fields by their type.
    if (typeof sample === 'boolean') {
      if (op !== ':' || typeof value !== 'boolean')
        throw new FilterQueryError(`${field} takes true or false`);
      return (ticket) => (ticket.custom_fields[field] ?? null) === value;
    }
    const type = customFieldType(sample);
    checkValue(field, type, token);
    return (ticket) => compare(type, op, value, ticket.custom_fields[field] ?? null);
  }
  throw new FilterQueryError(`${field} is not a ticket field the filter knows`);
}

/**
 * The query (with its double quotes) as a test of a ticket; `customFields` are the account's custom
 * fields with a value of each. A FilterQueryError names what is wrong.
 */
export function parseFilterQuery(
  quotedQuery: string,
  customFields: ReadonlyMap<string, Value> = new Map(),
): TicketPredicate {
  const match = /^"(.*)"$/s.exec(quotedQuery);
  if (!match) throw new FilterQueryError('the query must be in double quotes');
  const query = match[1] ?? '';
  if (query.length > MAX_QUERY_LENGTH) {
    throw new FilterQueryError(`the query is longer than ${MAX_QUERY_LENGTH} characters`);
  }
  const list = tokens(query);
  let at = 0;

  const atom = (): TicketPredicate => {
    const token = list[at++];
    if (token?.kind === '(') {
      const inner = or();
      if (list[at++]?.kind !== ')') throw new FilterQueryError('a parenthesis is not closed');
      return inner;
    }
    if (token?.kind === 'term') return termPredicate(token, customFields);
    throw new FilterQueryError('a condition is missing');
  };
  const and = (): TicketPredicate => {
    const parts = [atom()];
    while (list[at]?.kind === 'AND') {
      at++;
      parts.push(atom());
    }
    return (t, c) => parts.every((part) => part(t, c));
  };
  const or = (): TicketPredicate => {
    const parts = [and()];
    while (list[at]?.kind === 'OR') {
      at++;
      parts.push(and());
    }
    return (t, c) => parts.some((part) => part(t, c));
  };

  const predicate = or();
  if (at !== list.length) throw new FilterQueryError('the query has something after its end');
  return predicate;
}
