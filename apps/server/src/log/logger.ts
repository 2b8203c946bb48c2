import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { errorsIn, redactedMessage, redactFields, redactPath } from './redact.ts';

// The server's one logger: the app's requests, the jobs and the outside systems' call log write through
// it, and every line it writes passes the same redaction (redact.ts) whoever wrote it, Fastify included.

export type Logger = FastifyBaseLogger;

/** A request by its route's pattern; a path no route matches as it came, without query or personal segments. */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? redactPath(request.url),
    remoteAddress: request.ip,
  };
}

export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: requestFields },
      formatters: { log: (fields) => redactFields(fields) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          const errors = errorsIn(first);
          // `log.error(error)`: pino would take the error's own message; the line gets a safe one.
          const fields = first instanceof Error ? { err: first } : first;
          const message = typeof first === 'string' ? [first, ...rest] : rest;
          if (first instanceof Error && message.length === 0) message.push(first.message);
          const redacted = message.map((part) =>
            typeof part === 'string' ? redactedMessage(part, errors) : part,
          );
          const line = typeof first === 'string' ? redacted : [fields, ...redacted];
          method.apply(this, line as Parameters<typeof method>);
        },
      },
    },
    stream ?? pino.destination(1),
  );
}
