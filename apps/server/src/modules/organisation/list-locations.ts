import type { TOrganisationLocations } from '@kansli/domain/organisation/locations';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { loadOrganisation } from './repository.ts';

// Superadmin › Organisation: the organisation's units, read and changed by a holder of adminMenu
// SUPERADMIN, as every superadmin call is.

export async function requireOrganisationEditor(ctx: RequestContext): Promise<void> {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
}

/** GET /api/organisation/locations: every unit, ended ones too, by name. */
export async function listOrganisation(ctx: RequestContext): Promise<TOrganisationLocations> {
  await requireOrganisationEditor(ctx);
  return { locations: await loadOrganisation(ctx.db) };
}
