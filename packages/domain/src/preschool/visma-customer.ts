import { z } from 'zod';

// GET and POST /api/preschool/{cost_center}/invoice/customer/{person_id} (spec 7.4, 8): a guardian's
// customer in Visma, looked up by e-mail address or created.

/** 409: Visma has more than one active customer with the guardian's e-mail address. The screen adds the address. */
export const SEVERAL_CUSTOMERS_MESSAGE =
  'Fel! Det finns flera aktiva kunder registerade i Visma med e-postadressen';
/** 404: Visma has no customer with the address; the screen asks 'vill du skapa en ny kund?'. */
export const NO_CUSTOMER_MESSAGE = 'Det finns ingen kund i Visma med e-postadressen';
/** 503: this installation has no Visma configuration; whatever needs Visma answers this. */
export const VISMA_NOT_SET_UP_MESSAGE =
  'Visma är inte konfigurerat. Be driften ange VISMA_API_URL och inloggningsuppgifterna.';

export const ZVismaCustomerResponse = z.object({
  vismaId: z.string(),
  /** Beyond the spec's field: what 'Skapade kunden {name} med kundnummer {number}' names. */
  name: z.string(),
  customerNumber: z.string(),
  /** POST only: true when this request made the customer, false when Visma had it already. */
  created: z.boolean().optional(),
});
export type TVismaCustomerResponse = z.infer<typeof ZVismaCustomerResponse>;
