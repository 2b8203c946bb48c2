import { VISMA_NOT_SET_UP_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import type { RequestContext } from '../../context/request-context.ts';
import { HttpError } from '../../http/errors.ts';
import type { FreshserviceClient } from '../../integrations/freshservice/client.ts';
import { FRESHSERVICE_NOT_CONFIGURED } from '../../integrations/freshservice/config.ts';
import type { DirectoryClient } from '../../integrations/google/directory-client.ts';
import type { SheetsClient } from '../../integrations/google/sheets-client.ts';
import type { VismaClient } from '../../integrations/visma/client.ts';

// The outside systems of the invoice underlay; one not set up answers 503 in words for staff.

export function freshserviceOf(ctx: RequestContext): FreshserviceClient {
  const client = ctx.integrations.freshservice;
  if (!client) throw new HttpError(503, FRESHSERVICE_NOT_CONFIGURED);
  return client;
}

export function vismaOf(ctx: RequestContext): VismaClient {
  if (!ctx.integrations.visma) throw new HttpError(503, VISMA_NOT_SET_UP_MESSAGE);
  return ctx.integrations.visma;
}

export function deviceClientOf(ctx: RequestContext): DirectoryClient {
  const client = ctx.integrations.directory?.deviceClient;
  if (!client)
    throw new HttpError(
      503,
      'Google Workspace är inte konfigurerat för Chromebooks. Be driften ange ett Google-tjänstkonto (GOOGLE_SERVICE_ACCOUNT_KEY_FILE).',
    );
  return client;
}

export function sheetsOf(ctx: RequestContext): SheetsClient {
  if (!ctx.integrations.sheets)
    throw new HttpError(
      503,
      'Google Kalkylark är inte konfigurerat. Be driften ange ett Google-tjänstkonto (GOOGLE_SERVICE_ACCOUNT_KEY_FILE).',
    );
  return ctx.integrations.sheets;
}
