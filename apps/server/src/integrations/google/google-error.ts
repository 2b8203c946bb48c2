import { IntegrationError, type IntegrationFailure } from '../http.ts';

/** The reasons Google gives a 403 when it only asks the caller to slow down. */
export const RATE_LIMIT_REASONS: readonly string[] = [
  'userRateLimitExceeded',
  'rateLimitExceeded',
  'quotaExceeded',
];

/** Google's reasons are words like userRateLimitExceeded or invalid_grant; anything else stays out of messages. */
const REASON = /^[A-Za-z_]{1,64}$/;

export interface GoogleFailureDetails {
  /** The system as the log names it: 'Google Directory', 'Google Sheets', 'Google Storage'. */
  system: string;
  /** The system as staff know it, for the Swedish message: 'Google', 'Google Cloud Storage'. */
  service: string;
  operation: string;
  failure: IntegrationFailure;
  /** Google's HTTP status, when it answered. */
  status?: number;
  /** Google's reason (`errors[].reason`, the status name or the token endpoint's error). */
  reason?: string;
  attempts: number;
}

const isRateLimited = (status: number | undefined, reason: string | undefined) =>
  status === 429 || (status === 403 && reason !== undefined && RATE_LIMIT_REASONS.includes(reason));

/** What happened and what to do, in Swedish, for staff: no URL, address, token or body. */
function userMessageOf({ service, failure, status, reason }: GoogleFailureDetails): string {
  if (failure === 'timeout') return `${service} svarade inte i tid. Försök igen om en stund.`;
  if (failure === 'network') return `Kansli når inte ${service}. Kontrollera adressen och nätverket.`;
  if (failure === 'answer') return `${service} svarade med något Kansli inte förstår.`;
  if (isRateLimited(status, reason)) {
    return `${service} begränsar antalet anrop just nu. Försök igen om en stund.`;
  }
  if (reason === 'unauthorized_client') {
    return 'Google nekade åtkomst: tjänstekontot saknar domänomfattande delegering för den behörighet som behövs. Lägg till omfånget i Googles administratörskonsol.';
  }
  if (status === 403) {
    return `${service} nekade åtkomst: tjänstekontot saknar behörighet för anropet. Kontrollera tjänstekontots delegering och roller.`;
  }
  if (status === 401 || (status === 400 && reason === 'invalid_grant')) {
    return 'Google godkände inte tjänstekontot. Kontrollera dess nyckel och användaren det agerar som.';
  }
  if (status === 404) return `${service} hittade inte det Kansli frågade efter. Kontrollera inställningarna.`;
  if (status !== undefined && status >= 500)
    return `${service} svarar inte just nu. Försök igen om en stund.`;
  return `${service} avvisade anropet (HTTP ${status ?? 'okänd'}).`;
}

/**
 * A call to Google that failed for good, after its retries. The English message (for the log) names
 * the system, the call, Google's status and reason and the attempts; `userMessage` says the same in
 * Swedish for staff. Neither holds Google's own text, which may quote the data sent. An
 * IntegrationError, so the API answers it as 502 (504 for a timeout).
 */
export class GoogleApiError extends IntegrationError {
  override name = 'GoogleApiError';
  readonly reason: string | undefined;
  readonly userMessage: string;
  /** Google asked the caller to slow down (429, or 403 with a rate-limit reason). */
  readonly rateLimited: boolean;

  constructor(details: GoogleFailureDetails) {
    super(details);
    const reason = details.reason !== undefined && REASON.test(details.reason) ? details.reason : undefined;
    const tries = details.attempts === 1 ? '1 attempt' : `${details.attempts} attempts`;
    if (details.failure === 'status') {
      this.message = `${details.system}: ${details.operation} answered HTTP ${details.status}${reason ? ` ${reason}` : ''} (${tries})`;
    }
    this.reason = reason;
    this.rateLimited = isRateLimited(details.status, reason);
    this.userMessage = userMessageOf({ ...details, reason });
  }
}
