import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const BAD_CHARACTER_MESSAGE = 'innehåller ett tecken som inte är tillåtet';

const MAX_DEPTH = 32;

/** The path of the first text (value or key) holding a NUL or a lone UTF-16 surrogate, if any. */
export function badTextPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\0') || !value.isWellFormed() ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0') || !key.isWellFormed()) return at;
    const bad = badTextPath(item, at, depth + 1);
    if (bad !== undefined) return bad;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store a NUL character, and a lone surrogate is no text at all: both are refused
 * before any route sees them, with the field that held them.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = badTextPath(value, '');
      if (path !== undefined) throw badRequest(`${path || part}: ${BAD_CHARACTER_MESSAGE}`);
    }
  });
}
