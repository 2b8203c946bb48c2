import { z } from 'zod';
import { IntegrationError } from '../http.ts';

const ZApiError = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    // Cloud Storage's JSON API names its reason only here (notFound, insufficientPermissions).
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});
/** The token endpoint answers in OAuth's shape instead. */
const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });

/** Google's reasons are words like PERMISSION_DENIED or invalid_grant; anything else stays out of messages. */
const REASON = /^[A-Za-z_]{1,64}$/;

/**
 * Google refused a call. The message names the call, the HTTP status and Google's reason
 * (`PERMISSION_DENIED`, `invalid_grant`); Google's own text stays in `detail`, out of messages and
 * logs, since it may quote the data sent. An IntegrationError, so the API answers it as 502.
 */
export class GoogleApiError extends IntegrationError {
  override name = 'GoogleApiError';
  readonly reason: string | undefined;
  readonly detail: string | undefined;

  constructor(system: string, operation: string, status: number, reason?: string, detail?: string) {
    super({ system, operation, failure: 'status', status, attempts: 1 });
    const safeReason = reason !== undefined && REASON.test(reason) ? reason : undefined;
    this.message = `${system}: ${operation} refused${safeReason ? ` with ${safeReason}` : ''} (HTTP ${status})`;
    this.reason = safeReason;
    this.detail = detail;
  }
}

/** The error of a refused call, read from Google's error body when it has one. */
export async function googleErrorOf(system: string, operation: string, response: Response) {
  const body: unknown = await response.json().catch(() => undefined);
  const api = ZApiError.safeParse(body);
  if (api.success) {
    return new GoogleApiError(
      system,
      operation,
      response.status,
      api.data.error.status ?? api.data.error.errors?.[0]?.reason,
      api.data.error.message,
    );
  }
  const oauth = ZOAuthError.safeParse(body);
  if (oauth.success) {
    return new GoogleApiError(
      system,
      operation,
      response.status,
      oauth.data.error,
      oauth.data.error_description,
    );
  }
  return new GoogleApiError(system, operation, response.status);
}
