import type { TChromebookLocation } from '@kansli/domain/chromebooks/invoice';
import type { RequestContext } from '../../context/request-context.ts';
import { reachableUnits, requireBilling } from './cases.ts';
import { invoiceLocations } from './repository.ts';

/** GET /api/invoices/chromebooks/locations: the units not ended with a Freshservice department the user reaches. */
export async function listInvoiceLocations(ctx: RequestContext): Promise<TChromebookLocation[]> {
  await requireBilling(ctx, null);
  const units = await invoiceLocations(ctx.db, ctx.clock.today());
  const reachable = await reachableUnits(
    ctx,
    units.map((unit) => unit.id),
  );
  return units
    .filter((unit) => reachable === 'all' || reachable.includes(unit.id))
    .map((unit) => ({
      id: unit.id,
      name: unit.name,
      costCenter: unit.costCenter,
      extension: { freshserviceId: String(unit.freshserviceId) },
    }));
}
