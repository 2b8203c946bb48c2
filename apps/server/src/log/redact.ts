import { safeErrorFields } from '../db/errors.ts';

// The one redaction every log line goes through (logger.ts) and every command's error output
// (cli-errors.ts): civic numbers and e-mail addresses out of any text, a client's path without its
// query and without a segment that looks personal, and an error reduced to what is safe to say of it.

export const REDACTED = '[redacted]';

/** YYMMDD-NNNN or YYYYMMDDNNNN, with or without the '-' or '+', not inside a longer run of digits. */
const CIVIC_NUMBER_LIKE = /(?<!\d)(?:\d{2})?\d{6}[-+]?\d{4}(?!\d)/g;
/** Whatever surrounds an '@' up to a space, a quote, a bracket or a separator. */
const EMAIL_LIKE = /[^\s"'<>()[\]{},;:/\\]*@[^\s"'<>()[\]{},;:/\\]*/g;
/** A path segment holding an '@' or six digits in a row (a birth date, a civic number, a phone number). */
const PERSONAL_SEGMENT = /@|\d{6}/;

export function redactText(text: string): string {
  return text.replace(CIVIC_NUMBER_LIKE, REDACTED).replace(EMAIL_LIKE, REDACTED);
}

/** The path of a request's URL, without its query, each segment that looks personal replaced. */
export function redactPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path
    .split('/')
    .map((segment) => (PERSONAL_SEGMENT.test(decoded(segment)) ? REDACTED : segment))
    .join('/');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether the error is a failed query, whose message holds the query's text and parameters. */
const isQueryError = (error: unknown) => safeErrorFields(error).type === 'DatabaseError';

/** What a log line may say of an error: a query error by its codes only, another by its redacted message and stack. */
export function redactedError(error: unknown): Record<string, unknown> {
  const fields = safeErrorFields(error);
  for (const key of ['message', 'stack'] as const) {
    if (typeof fields[key] === 'string') fields[key] = redactText(fields[key]);
  }
  return fields;
}

/** A line's message: the safe words for an error whose own message it repeats, otherwise the message redacted. */
export function redactedMessage(message: string, errors: unknown[]): string {
  const repeated = errors.find((error) => error instanceof Error && error.message === message);
  if (repeated && isQueryError(repeated)) return 'database query failed';
  return redactText(message);
}

const MAX_DEPTH = 6;

/**
 * The fields of a log line: strings redacted, errors as `redactedError`, plain objects and arrays walked.
 * Other objects (a request, a reply) are left to the logger's serializers, which keep only safe fields.
 */
export function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactedError(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactFields(item, depth + 1)]));
}

/** The errors among a line's fields, whose messages the line's message may repeat. */
export function errorsIn(fields: unknown): unknown[] {
  if (fields instanceof Error) return [fields];
  if (fields === null || typeof fields !== 'object') return [];
  return Object.values(fields).filter((value) => value instanceof Error);
}
