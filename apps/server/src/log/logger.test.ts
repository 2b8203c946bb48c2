import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

// Whoever writes a line, and however (an error as the line's fields, as its only argument, or Fastify's
// own `{ err }` with the error's message as the line's), the line goes through the same redaction.

function logged(write: (log: ReturnType<typeof createLogger>) => void): string {
  const lines: string[] = [];
  write(createLogger('info', { write: (line) => lines.push(line) }));
  return lines.join('');
}

const failedQuery = () => {
  const driver = Object.assign(new Error('new row violates check constraint "x"'), {
    code: '23514',
    detail: 'Failing row contains (20190312-9876, Anna).',
    where: 'civic_number = 20190312-9876',
    table: 'audit_events',
  });
  return new DrizzleQueryError('insert into audit_events values ($1, $2)', ['20190312-9876', 'Anna'], driver);
};

describe('createLogger', () => {
  it.each([
    [
      'as Fastify logs a failure',
      (log: ReturnType<typeof createLogger>, error: Error) => log.info({ err: error }, error.message),
    ],
    ['as the only argument', (log: ReturnType<typeof createLogger>, error: Error) => log.error(error)],
    [
      'under any field',
      (log: ReturnType<typeof createLogger>, error: Error) => log.warn({ failure: error }, 'failed'),
    ],
  ])('logs a failed query by its codes %s, without its text, parameters or detail', (_how, write) => {
    const line = logged((log) => write(log, failedQuery()));
    expect(line).toContain('"code":"23514"');
    expect(line).toContain('"table":"audit_events"');
    expect(line).not.toMatch(/20190312|Anna|insert into|params|Failing row/);
  });

  it('takes civic numbers and e-mail addresses out of messages and fields', () => {
    const line = logged((log) => {
      log.info({ search: 'anna@example.se', nested: { value: '190312-1234' } }, 'looked up 190312-1234');
      log.warn('mail to anna@example.se bounced');
      log.error(new Error('no person 20190312-9876'));
    });
    expect(line).not.toMatch(/anna@example|190312-1234|20190312-9876/);
    expect(line).toContain('looked up [redacted]');
    expect(line).toContain('"msg":"no person [redacted]"');
  });
});
