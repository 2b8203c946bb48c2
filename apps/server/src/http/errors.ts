import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, safeErrorFields } from '../db/errors.ts';
import { IntegrationError, integrationUserMessage } from '../integrations/http.ts';
import { VismaError } from '../integrations/visma/errors.ts';

/** An error that becomes an HTTP answer with this status and message. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** More fields of the error object, such as the id of what a conflict is with. */
  readonly details: Record<string, string | number> | undefined;

  constructor(statusCode: number, message: string, details?: Record<string, string | number>) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
  }
}

/** 429: the request comes too soon; Retry-After says when the next may. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const unauthorized = (message = 'Du är inte inloggad. Logga in och försök igen.') =>
  new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
/** 409: what the request would create exists; the details name it (`{ id }`). */
export const conflict = (message: string, details?: Record<string, string | number>) =>
  new HttpError(409, message, details);

export const DATABASE_UNAVAILABLE_MESSAGE = 'Databasen svarar inte just nu. Försök igen om en stund.';
/** The answer to a failure Kansli did not expect: its detail is in the log, never in the answer. */
export const INTERNAL_ERROR_MESSAGE =
  'Ett oväntat fel uppstod i Kansli. Försök igen; kvarstår felet, kontakta systemförvaltaren.';

export interface ErrorBody {
  error: { statusCode: number; message: string } & Record<string, string | number>;
}

export const errorBody = (
  statusCode: number,
  message: string,
  details?: Record<string, string | number>,
): ErrorBody => ({
  error: { ...details, statusCode, message },
});

/**
 * Every failure answers `{ error: { statusCode, message } }`. Unexpected ones are logged by their codes
 * only — a database error's message and parameters can hold civic numbers and names — and never shown.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          // The whole body, query or path is wrong (not an object, say): name which.
          return `${field || (error.validationContext ?? 'input')}: ${issue.message}`;
        })
        .join('; ');
      return reply.status(400).send(errorBody(400, message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ failure: safeErrorFields(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (error instanceof IntegrationError) {
      // Its message names the system, the operation and the status, never a URL or personal data.
      const { system, operation, failure, status, attempts } = error;
      request.log.warn(
        { failure: { system, operation, failure, status, attempts } },
        'outside system failed',
      );
      const statusCode = failure === 'timeout' ? 504 : 502;
      // Staff read Swedish words of what happened and what to do, the system's own where it has them.
      const message =
        'userMessage' in error && typeof error.userMessage === 'string'
          ? error.userMessage
          : integrationUserMessage(error);
      return reply.status(statusCode).send(errorBody(statusCode, message));
    }
    if (error instanceof VismaError) {
      // The English message (the call, Visma's code and error id) goes to the log; staff read the
      // Swedish one. Visma's own text stays out of both: it may quote the data sent.
      request.log.warn(
        { failure: { system: 'Visma', name: error.name, message: error.message } },
        'Visma failed',
      );
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.userMessage));
    }
    if (error instanceof HttpError && error.statusCode >= 500) {
      // A deliberate answer (a system not set up): its message is written for the user.
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ failure: safeErrorFields(error) }, 'request failed');
      return reply.status(statusCode).send(errorBody(statusCode, INTERNAL_ERROR_MESSAGE));
    }
    const details = error instanceof HttpError ? error.details : undefined;
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(statusCode).send(errorBody(statusCode, error.message, details));
  });
}

/**
 * The answer when an onSend hook's own write fails. Left to Fastify, a failure while an error answer is
 * sent goes to its default handler, which answers the error's message (a failed query's text and
 * parameters) in a shape of its own; here it is logged by its codes and answered as any other failure.
 */
export function hookFailureAnswer(request: FastifyRequest, reply: FastifyReply, error: unknown): string {
  const unavailable = isDatabaseUnavailable(error);
  const statusCode = unavailable ? 503 : 500;
  if (unavailable) {
    request.log.warn({ failure: safeErrorFields(error) }, 'database unavailable');
    reply.header('retry-after', '1');
  } else {
    request.log.error({ failure: safeErrorFields(error) }, 'request failed');
  }
  reply.code(statusCode).header('content-type', 'application/json; charset=utf-8');
  const message = unavailable ? DATABASE_UNAVAILABLE_MESSAGE : INTERNAL_ERROR_MESSAGE;
  return JSON.stringify(errorBody(statusCode, message));
}
