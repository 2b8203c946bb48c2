import { redactedError } from './redact.ts';

// How a command (the server's start, the migration step, the seed, the integration check) ends on a
// failure: through the same redaction as the log, never as Node prints an uncaught error, which would
// show a failed query's text and parameters.

/** Prints the failure and sets the exit code; an expected one (bad configuration) by its message alone. */
export function reportCommandFailure(error: unknown, expected: boolean): void {
  const { type, message, stack, ...codes } = redactedError(error);
  if (expected) {
    console.error(message);
  } else {
    const known = Object.entries(codes).filter(([, value]) => value !== undefined);
    console.error(typeof stack === 'string' ? stack : `${type}: ${message ?? ''}`);
    if (known.length > 0) console.error(Object.fromEntries(known));
  }
  process.exitCode = 1;
}
