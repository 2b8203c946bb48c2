import { VISMA_NOT_SET_UP_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import { recordAudit } from '../../../audit/audit.ts';
import { requireFlag } from '../../../auth/access.ts';
import type { RequestContext } from '../../../context/request-context.ts';
import { HttpError } from '../../../http/errors.ts';
import type { VismaClient } from '../../../integrations/visma/client.ts';
import { VismaError } from '../../../integrations/visma/errors.ts';

// 'Anslut till Visma' on Superadmin › Integrationer: the browser is sent to Visma's consent page with a
// state bound to the signed-in session, and comes back with a code that Kansli exchanges for tokens,
// which it keeps sealed. No one copies a token by hand.

/** The Integrationer tab, where the browser returns; with `visma=error` the tab says the connection failed. */
export const INTEGRATIONS_TAB = '/superadmin?tab=4';
export const CONNECTION_FAILED = `${INTEGRATIONS_TAB}&visma=error`;

async function vismaFor(ctx: RequestContext): Promise<VismaClient> {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
  if (!ctx.integrations.visma) throw new HttpError(503, VISMA_NOT_SET_UP_MESSAGE);
  return ctx.integrations.visma;
}

/** GET /api/integrations/visma/connect: where to send the browser, Visma's consent page. */
export async function beginVismaConnection(ctx: RequestContext, sessionKey: string): Promise<string> {
  const visma = await vismaFor(ctx);
  return visma.connectionUrl(sessionKey);
}

/**
 * GET /api/integrations/visma/callback: where to send the browser back to. A refused, used or stale
 * state or code (or a consent turned down) connects nothing and says so on the tab; the log has why.
 */
export async function finishVismaConnection(
  ctx: RequestContext,
  sessionKey: string,
  answer: { code?: string | undefined; state?: string | undefined },
  log: { warn(fields: object, message: string): void },
): Promise<string> {
  const visma = await vismaFor(ctx);
  try {
    await visma.connect({ code: answer.code ?? '', state: answer.state ?? '', sessionKey });
  } catch (error) {
    if (!(error instanceof VismaError)) throw error;
    log.warn(
      { failure: { system: 'Visma', name: error.name, message: error.message } },
      'Visma connection failed',
    );
    return CONNECTION_FAILED;
  }
  // Who connected and when; the tokens themselves are never written anywhere but sealed.
  await recordAudit(ctx, { action: 'integration.visma.connect', entity: 'integration', entityId: 'visma' });
  return INTEGRATIONS_TAB;
}
