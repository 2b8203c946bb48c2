import type { FreshserviceSandboxTicket } from './state.ts';

// Freshservice's ticket filter language, the part the sandbox understands: `field:value`,
// `field:>'date'` (on or after), `field:<'date'` (on or before), AND, OR and parentheses. Strings are
// in single quotes; numbers and null bare. Like Freshservice, the whole query comes in double quotes.

export class FilterQueryError extends Error {}

export type TicketPredicate = (ticket: FreshserviceSandboxTicket) => boolean;

type Token =
  | { kind: '(' | ')' | 'AND' | 'OR' }
  | { kind: 'term'; field: string; op: '' | '>' | '<'; value: string | number | null };

const NUMBER_FIELDS = ['department_id', 'requester_id', 'status', 'priority'] as const;
const TEXT_FIELDS = ['category', 'sub_category', 'item_category'] as const;
const DATE_FIELDS = ['created_at', 'updated_at'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type TextField = (typeof TEXT_FIELDS)[number];
type DateField = (typeof DATE_FIELDS)[number];

/** Freshservice's limit on the query's length. */
export const MAX_QUERY_LENGTH = 512;

function tokens(query: string): Token[] {
  const found: Token[] = [];
  let rest = query.trim();
  while (rest) {
    const bracket = /^[()]/.exec(rest)?.[0];
    const word = /^(AND|OR)(?=[\s(]|$)/.exec(rest)?.[1];
    const term = /^(\w+):([<>]?)('[^']*'|[^\s()]+)/.exec(rest);
    if (bracket === '(' || bracket === ')') {
      found.push({ kind: bracket });
      rest = rest.slice(1);
    } else if (word === 'AND' || word === 'OR') {
      found.push({ kind: word });
      rest = rest.slice(word.length);
    } else if (term) {
      const raw = term[3] ?? '';
      const value = raw.startsWith("'") ? raw.slice(1, -1) : raw === 'null' ? null : Number(raw);
      if (typeof value === 'number' && !Number.isFinite(value)) {
        throw new FilterQueryError(`${term[1]}: a text value needs single quotes`);
      }
      found.push({ kind: 'term', field: term[1] ?? '', op: (term[2] ?? '') as '' | '>' | '<', value });
      rest = rest.slice(term[0].length);
    } else {
      throw new FilterQueryError('the query cannot be read');
    }
    rest = rest.trimStart();
  }
  return found;
}

/** A ticket's date field, or a query's date, as the day it names (`YYYY-MM-DD`) or the instant. */
function dateCompare(ticketValue: string, op: '' | '>' | '<', queried: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(queried)) {
    const day = new Date(ticketValue).toISOString().slice(0, 10);
    return op === '>' ? day >= queried : op === '<' ? day <= queried : day === queried;
  }
  const at = Date.parse(queried);
  if (Number.isNaN(at)) throw new FilterQueryError('a date must be YYYY-MM-DD or an ISO instant');
  const ticketAt = Date.parse(ticketValue);
  return op === '>' ? ticketAt >= at : op === '<' ? ticketAt <= at : ticketAt === at;
}

function termPredicate(token: Extract<Token, { kind: 'term' }>): TicketPredicate {
  const { field, op, value } = token;
  if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
    if (value !== null && typeof value !== 'number') throw new FilterQueryError(`${field} takes a number`);
    const key = field as NumberField;
    if (op === '>') return (t) => value !== null && (t[key] ?? -Infinity) >= value;
    if (op === '<') return (t) => value !== null && (t[key] ?? Infinity) <= value;
    return (t) => (t[key] ?? null) === value;
  }
  if ((TEXT_FIELDS as readonly string[]).includes(field)) {
    if (op) throw new FilterQueryError(`${field} cannot be compared with ${op}`);
    const key = field as TextField;
    const wanted = value === null ? null : String(value).toLowerCase();
    return (t) => (t[key]?.toLowerCase() ?? null) === wanted;
  }
  if ((DATE_FIELDS as readonly string[]).includes(field)) {
    if (typeof value !== 'string') throw new FilterQueryError(`${field} takes a date in single quotes`);
    const key = field as DateField;
    dateCompare(new Date(0).toISOString(), op, value);
    return (t) => dateCompare(t[key], op, value);
  }
  throw new FilterQueryError(`${field} is not a field the filter knows`);
}

/** The query (with its double quotes) as a test of a ticket; a FilterQueryError names what is wrong. */
export function parseFilterQuery(quotedQuery: string): TicketPredicate {
  if (quotedQuery.length > MAX_QUERY_LENGTH + 2) throw new FilterQueryError('the query is too long');
  const match = /^"(.*)"$/s.exec(quotedQuery);
  if (!match) throw new FilterQueryError('the query must be in double quotes');
  const list = tokens(match[1] ?? '');
  let at = 0;

  const atom = (): TicketPredicate => {
    const token = list[at++];
    if (token?.kind === '(') {
      const inner = or();
      if (list[at++]?.kind !== ')') throw new FilterQueryError('a parenthesis is not closed');
      return inner;
    }
    if (token?.kind === 'term') return termPredicate(token);
    throw new FilterQueryError('a condition is missing');
  };
  const and = (): TicketPredicate => {
    const parts = [atom()];
    while (list[at]?.kind === 'AND') {
      at++;
      parts.push(atom());
    }
    return (t) => parts.every((part) => part(t));
  };
  const or = (): TicketPredicate => {
    const parts = [and()];
    while (list[at]?.kind === 'OR') {
      at++;
      parts.push(and());
    }
    return (t) => parts.some((part) => part(t));
  };

  const predicate = or();
  if (at !== list.length) throw new FilterQueryError('the query has something after its end');
  return predicate;
}
