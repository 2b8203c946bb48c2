import { GUARDIAN_NOT_AT_UNIT_MESSAGE } from '@kansli/domain/http/messages';
import {
  NO_CUSTOMER_MESSAGE,
  SEVERAL_CUSTOMERS_MESSAGE,
  type TVismaCustomerResponse,
  VISMA_NOT_SET_UP_MESSAGE,
} from '@kansli/domain/preschool/visma-customer';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import type { VismaClient, VismaCustomer } from '../../integrations/visma/client.ts';
import { lockGuardianOfUnit, setGuardianVismaId } from './repository.ts';
import { unitFor } from './unit-access.ts';

type Guardian = NonNullable<Awaited<ReturnType<typeof lockGuardianOfUnit>>>;

function vismaOf(ctx: RequestContext): VismaClient {
  if (!ctx.integrations.visma) throw new HttpError(503, VISMA_NOT_SET_UP_MESSAGE);
  return ctx.integrations.visma;
}

const answerOf = (customer: VismaCustomer): TVismaCustomerResponse => ({
  vismaId: customer.id,
  name: customer.name,
  customerNumber: customer.customerNumber,
});

/**
 * The one active customer with the guardian's e-mail address, linked to the guardian; none is a 404
 * and more than one a 409, since Kansli must not guess which of them pays.
 */
async function linkedCustomer(tx: RequestContext, visma: VismaClient, guardian: Guardian) {
  const customers = await visma.customersByEmail(guardian.email);
  if (customers.length > 1) throw conflict(SEVERAL_CUSTOMERS_MESSAGE);
  const [customer] = customers;
  if (customer && customer.id !== guardian.visma_id)
    await setGuardianVismaId(tx.db, guardian.id, customer.id);
  return customer;
}

async function withGuardian<T>(
  ctx: RequestContext,
  costCenter: string,
  guardianId: number,
  work: (tx: RequestContext, visma: VismaClient, guardian: Guardian) => Promise<T>,
): Promise<T> {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  const visma = vismaOf(ctx);
  return ctx.transaction(async (tx) => {
    const guardian = await lockGuardianOfUnit(tx.db, guardianId, unit.locationId);
    if (!guardian) throw notFound(GUARDIAN_NOT_AT_UNIT_MESSAGE);
    return work(tx, visma, guardian);
  });
}

/** GET …/invoice/customer/{person_id}: the guardian's customer in Visma, found by e-mail address. */
export function lookUpCustomer(ctx: RequestContext, costCenter: string, guardianId: number) {
  return withGuardian(ctx, costCenter, guardianId, async (tx, visma, guardian) => {
    const customer = await linkedCustomer(tx, visma, guardian);
    if (!customer) throw notFound(NO_CUSTOMER_MESSAGE);
    return answerOf(customer);
  });
}

/**
 * POST …/invoice/customer/{person_id}: creates the guardian's customer in Visma. Asked again, or while
 * Visma has one with the address already, it creates nothing and answers that customer.
 */
export function createCustomer(ctx: RequestContext, costCenter: string, guardianId: number) {
  return withGuardian(ctx, costCenter, guardianId, async (tx, visma, guardian) => {
    const existing = await linkedCustomer(tx, visma, guardian);
    if (existing) return { ...answerOf(existing), created: false };
    const created = await visma.createCustomer({
      name: `${guardian.given_name} ${guardian.family_name}`,
      email: guardian.email,
      address: guardian.street_address,
      postalCode: guardian.postal_code,
      city: guardian.city,
    });
    await setGuardianVismaId(tx.db, guardian.id, created.id);
    return { ...answerOf(created), created: true };
  });
}
