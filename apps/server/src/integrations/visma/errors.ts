import type { z } from 'zod';
import { IntegrationError } from '../http.ts';
import type { ZVismaError } from './schemas.ts';

// Every failure of a Visma call carries two texts: `message` in English for the log (the call, Visma's
// code and error id), and `userMessage` in Swedish for staff: what happened and what to do, never data
// or secrets. `statusCode` is what Kansli's own API answers with when the failure ends a request.

export abstract class VismaError extends Error {
  abstract readonly userMessage: string;
  abstract readonly statusCode: number;
}

const ERROR_MEANINGS: Record<number, { english: string; swedish: string }> = {
  2000: {
    english: 'refused the data',
    swedish:
      'Visma godtog inte uppgifterna. Kontrollera kundens och fakturans uppgifter i Kansli och Visma och försök igen.',
  },
  3000: {
    english: 'found nothing',
    swedish:
      'Visma hittade inte det Kansli frågade efter. Kontrollera att kunden eller fakturan finns i Visma.',
  },
  4000: {
    english: 'reported a conflict',
    swedish: 'Visma rapporterade en konflikt med något som redan finns. Försök igen om en stund.',
  },
  4005: {
    english: 'refused the access',
    swedish:
      'Visma nekade åtkomst. Kontrollera att Visma-användaren som anslöt Kansli har rätt till försäljning, eller anslut Visma igen.',
  },
  4010: {
    english: 'asked Kansli to slow down',
    swedish: 'Visma begränsar antalet anrop just nu. Försök igen om en stund.',
  },
};

const UNKNOWN_ANSWER = 'Visma svarade med något Kansli inte förstår. Försök igen om en stund.';
const VISMA_DOWN = 'Visma svarar inte just nu. Försök igen om en stund.';
const DENIED =
  'Visma nekade Kansli åtkomst. Be driften kontrollera VISMA_CLIENT_ID och VISMA_CLIENT_SECRET, eller anslut Visma igen.';

/**
 * Visma refused a call. The message names the call, Visma's error code and its error id (for Visma's
 * support); Visma's own text stays in `detail`, out of messages and logs, since it may quote the data.
 */
export class VismaApiError extends VismaError {
  override name = 'VismaApiError';
  readonly operation: string;
  /** Visma's HTTP status. */
  readonly status: number;
  readonly errorCode: number | undefined;
  readonly errorId: string | undefined;
  readonly detail: string | undefined;
  readonly userMessage: string;
  readonly statusCode = 502;

  constructor(operation: string, status: number, body: z.infer<typeof ZVismaError> | undefined) {
    const meaning = body?.ErrorCode === undefined ? undefined : ERROR_MEANINGS[body.ErrorCode];
    const code =
      body?.ErrorCode !== undefined ? ` (ErrorCode ${body.ErrorCode}, ErrorId ${body.ErrorId ?? '–'})` : '';
    super(`Visma: ${operation} ${meaning?.english ?? `answered HTTP ${status}`}${code}`);
    this.operation = operation;
    this.status = status;
    this.errorCode = body?.ErrorCode;
    this.errorId = body?.ErrorId;
    this.detail = body?.DeveloperErrorMessage;
    this.userMessage =
      meaning?.swedish ??
      (status >= 500 ? VISMA_DOWN : status === 401 || status === 403 ? DENIED : UNKNOWN_ANSWER);
  }
}

/** Visma could not be reached, did not answer in time or kept failing after the retries. */
export class VismaUnavailableError extends VismaError {
  override name = 'VismaUnavailableError';
  readonly operation: string;
  readonly failure: IntegrationError['failure'];
  /** Visma's HTTP status, when it answered. */
  readonly status: number | undefined;
  readonly userMessage: string;
  readonly statusCode: number;

  constructor(cause: IntegrationError) {
    super(cause.message, { cause });
    this.operation = cause.operation;
    this.failure = cause.failure;
    this.status = cause.status;
    this.statusCode = cause.failure === 'timeout' ? 504 : 502;
    this.userMessage = {
      timeout: 'Visma svarade inte i tid. Försök igen om en stund.',
      network: 'Kansli når inte Visma. Kontrollera adressen (VISMA_API_URL) och nätverket.',
      status: VISMA_DOWN,
      answer: UNKNOWN_ANSWER,
    }[cause.failure];
  }
}

/** The status screen shows 'Fel: ' before it; the tab's 'Anslut till Visma' is what to do. */
export const RECONNECT_MESSAGE = 'Visma behöver anslutas igen';

/** Kansli holds no usable refresh token (none stored, or Visma refused it): someone must connect again. */
export class VismaConnectionError extends VismaError {
  override name = 'VismaConnectionError';
  readonly userMessage = RECONNECT_MESSAGE;
  readonly statusCode = 503;
}

/** The OAuth answer of a connection that failed: a stale or foreign state, or a code Visma refused. */
export class VismaConnectRefusedError extends VismaError {
  override name = 'VismaConnectRefusedError';
  readonly userMessage = 'Anslutningen till Visma misslyckades. Försök igen.';
  readonly statusCode = 400;
}

/** Runs a call, turning the shared HTTP helper's failures into Visma's errors with their Swedish text. */
export async function inVismaTerms<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof IntegrationError ? new VismaUnavailableError(error) : error;
  }
}
