import { GUARDIAN_EMAIL_MISSING, type TCreateCustomerResponse } from '@kansli/domain/chromebooks/invoice';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict } from '../../http/errors.ts';
import {
  NO_ADDRESS_MESSAGE,
  NO_PAYER_MESSAGE,
  NOT_REGISTERED_MESSAGE,
  PAYER_EMAIL_MISSING_MESSAGE,
  requireCase,
  requireRegistered,
  requireValid,
  SEVERAL_CUSTOMERS_MESSAGE,
  storeFailure,
} from './cases.ts';
import { vismaOf } from './integrations.ts';
import { lockCase, updateCase } from './repository.ts';

/**
 * POST /api/external/visma/createCustomer: the case's payer as a customer in Visma — the legal
 * guardian, or the pupil without one. An existing customer with the payer's e-mail address is used
 * rather than a second made. The case's row stays locked from the look-up until the id is stored, so
 * a double click waits and then answers the stored id.
 */
export async function createCaseCustomer(
  ctx: RequestContext,
  freshserviceId: string,
): Promise<TCreateCustomerResponse> {
  const view = await requireCase(ctx, freshserviceId);
  requireRegistered(view);
  requireValid(view);
  const visma = vismaOf(ctx);
  const id = view.row.freshserviceId;
  try {
    const vismaCustomerId = await ctx.transaction(async (tx) => {
      const row = await lockCase(tx.db, id);
      if (!row?.registeredAt) throw conflict(NOT_REGISTERED_MESSAGE);
      if (row.vismaCustomerId) return row.vismaCustomerId;
      const payer = view.guardian ?? view.student;
      if (!payer) throw conflict(NO_PAYER_MESSAGE);
      if (!payer.email) throw conflict(view.guardian ? GUARDIAN_EMAIL_MISSING : PAYER_EMAIL_MISSING_MESSAGE);
      const customers = (await visma.customersByEmail(payer.email)).filter((customer) => customer.active);
      if (customers.length > 1) throw conflict(SEVERAL_CUSTOMERS_MESSAGE);
      let customerId = customers[0]?.id;
      const created = !customerId;
      if (!customerId) {
        const { streetAddress, postalCode, city } = view.address;
        if (!postalCode || !city) throw conflict(NO_ADDRESS_MESSAGE);
        customerId = (
          await visma.createCustomer({
            name: `${payer.givenName} ${payer.familyName}`,
            email: payer.email,
            address: streetAddress ?? '',
            postalCode,
            city,
          })
        ).id;
      }
      const now = ctx.clock.now();
      await updateCase(tx.db, id, { vismaCustomerId: customerId, lastError: null }, now);
      await recordAudit(tx, {
        action: 'chromebook.invoice.customer',
        entity: 'chromebook_invoice',
        entityId: id,
        after: { vismaCustomerId: customerId, created, payer: view.guardian ? 'guardian' : 'student' },
      });
      return customerId;
    });
    return { data: { vismaCustomerId } };
  } catch (error) {
    await storeFailure(ctx, id, error, 'Det gick inte att skapa kunden i Visma');
    throw error;
  }
}
