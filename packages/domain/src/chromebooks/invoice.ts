import { z } from 'zod';
import { dateOfEpochDay, epochDay } from '../calendar/dates.ts';
import { DATE_MESSAGE, ZDate } from '../calendar/schemas.ts';
import { dateInStockholm } from '../calendar/stockholm.ts';
import { ZPageIndex } from '../http/paging.ts';
import { kronorFromOre } from '../money/ore.ts';
import { VAT_PERCENT, vatOnNet } from '../money/vat.ts';

// The Chromebook invoice underlay (spec part 2, sections 2–5, 7–9): damage and buy-out cases fetched
// from Freshservice per school unit, registered in Kansli, invoiced through Visma, and the device
// released in Google. Money is öre inside Kansli; the API's cost, vat and total are kronor.

/** Invoice search results per page (spec 9), and the loading placeholders shown meanwhile. */
export const INVOICE_PAGE_SIZE = 8;

/** The default fetch period: the last 30 days up to today (spec 9). */
export const DEFAULT_RANGE_DAYS = 30;

/** The longest fetch period: a longer one would page through Freshservice for minutes. */
export const MAX_RANGE_DAYS = 400;

/** The wait between units when all are fetched (spec 4, 9). */
export const ALL_LOCATIONS_DELAY_MS = 5000;

export const ALL_LOCATIONS_WARNING = 'OBS! Alla enheter valda';

/** VAT on a case (spec 9): the standard Swedish rate. */
export const CHROMEBOOK_VAT_PERCENT = VAT_PERCENT.standard;

export const GUARDIAN_EMAIL_MISSING = 'Vårdnadshavare e-postadress saknas';

/** The Freshservice categories the two checkboxes stand for (spec 2: 'Utköp', 'Yttre åverkan'). */
export const CHROMEBOOK_CATEGORIES = { buy: 'Utköp', careless: 'Yttre åverkan' } as const;

// ——— Pure rules ———

/**
 * The VAT and total of a net cost in öre. 25 % of whole öre is a quarter öre at most off a whole öre;
 * halves round away from zero (money/vat.ts), so 1002 öre carries 250.5 → 251 öre VAT.
 */
export function chromebookAmounts(costOre: number): { costOre: number; vatOre: number; totalOre: number } {
  const vatOre = vatOnNet(costOre, CHROMEBOOK_VAT_PERCENT);
  return { costOre, vatOre, totalOre: costOre + vatOre };
}

/** The same in kronor, as the API carries them. */
export function chromebookKronor(costOre: number): { cost: number; vat: number; total: number } {
  const amounts = chromebookAmounts(costOre);
  return {
    cost: kronorFromOre(amounts.costOre),
    vat: kronorFromOre(amounts.vatOre),
    total: kronorFromOre(amounts.totalOre),
  };
}

/** The default period for the date pickers: 30 days back to today (Stockholm's date). */
export function defaultInvoiceRange(now: Date = new Date()): { fromDate: string; toDate: string } {
  const toDate = dateInStockholm(now);
  return { fromDate: dateOfEpochDay(epochDay(toDate) - DEFAULT_RANGE_DAYS), toDate };
}

/** What marks a case invalid server-side: a legal guardian without e-mail (spec 5). */
export interface TInvalidityInput {
  legalGuardian?: { extension: { email: string | null } } | null;
}

/** The invalid text of a case, or null when it may be batch processed (spec 5). */
export function invoiceInvalidText(invoice: TInvalidityInput): string | null {
  const guardian = invoice.legalGuardian;
  if (guardian && !guardian.extension.email?.trim()) return GUARDIAN_EMAIL_MISSING;
  return null;
}

/** The four batch actions below the table (spec 2, 4 'Batch button enabling'). */
export const BATCH_ACTIONS = ['register', 'createCustomer', 'send', 'deprovise'] as const;
export type TBatchAction = (typeof BATCH_ACTIONS)[number];

export const BATCH_ACTION_LABELS: Record<TBatchAction, string> = {
  register: 'Registrera',
  createCustomer: 'Skapa kunder i visma',
  send: 'Skicka till Visma',
  deprovise: 'Frisläpp datorer',
};

/** The state a batch action reads. */
export interface TInvoiceState {
  isRegisteredInAdmin: boolean;
  vismaCustomerId: string | null;
  isRegisteredInVisma: boolean;
  isChromedeviceDeprovised: boolean;
  systemIds: { chromedevice: string | null };
}

/** Whether one case is in the state the action needs (spec 4 'Batch button enabling'). */
export function invoiceAllows(action: TBatchAction, invoice: TInvoiceState): boolean {
  switch (action) {
    case 'register':
      return !invoice.isRegisteredInAdmin;
    case 'createCustomer':
      return invoice.isRegisteredInAdmin && !invoice.vismaCustomerId && !invoice.isRegisteredInVisma;
    case 'send':
      return invoice.isRegisteredInAdmin && !!invoice.vismaCustomerId && !invoice.isRegisteredInVisma;
    case 'deprovise':
      return (
        invoice.isRegisteredInAdmin &&
        !!invoice.systemIds.chromedevice?.trim() &&
        !invoice.isChromedeviceDeprovised
      );
  }
}

/**
 * Whether a batch button is enabled: some rows selected, none of them invalid, no batch running, and
 * every selected case in the state the action needs.
 */
export function batchEnabled(
  action: TBatchAction,
  selected: readonly (TInvoiceState & { invalid?: boolean })[],
  running: boolean,
): boolean {
  return (
    selected.length > 0 &&
    !running &&
    selected.every((invoice) => !invoice.invalid && invoiceAllows(action, invoice))
  );
}

// ——— Schemas of the API ———

/** A Freshservice ticket id: the case's key. Digits, as Freshservice's ids are integers. */
export const ZFreshserviceId = z
  .string({ error: 'freshserviceId must be a ticket id' })
  .trim()
  .regex(/^[1-9]\d{0,14}$/, 'freshserviceId must be a ticket id');

/** A unit's cost center in a path. */
export const ZCostCenter = z.string().trim().min(1).max(50);

export const ZCostCenterParams = z.object({ costCenter: ZCostCenter });

/** A checkbox in the query: 1 on, 0 off. */
const ZFlagParam = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false'], { error: 'Använd 1 eller 0' })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === '1' || value === 'true'));

/** GET invoices/chromebooks/freshservice/{costCenter} (and its pdf): the period and the categories. */
export const ZFreshserviceQuery = z
  .object({
    fromDate: ZDate,
    toDate: ZDate,
    /** 'Utköp', on by default. */
    buy: ZFlagParam(true),
    /** 'Yttre åverkan', off by default. */
    careless: ZFlagParam(false),
  })
  .superRefine((query, context) => {
    const days = epochDay(query.toDate) - epochDay(query.fromDate);
    if (days < 0) context.addIssue({ code: 'custom', path: ['toDate'], message: 'Invalid end date' });
    else if (days > MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['fromDate'], message: `Högst ${MAX_RANGE_DAYS} dagar` });
    }
  });
export type TFreshserviceQuery = z.infer<typeof ZFreshserviceQuery>;

/** The categories a query asks for (no checkbox ticked asks for none). */
export function queryCategories(query: Pick<TFreshserviceQuery, 'buy' | 'careless'>): string[] {
  return [
    ...(query.buy ? [CHROMEBOOK_CATEGORIES.buy] : []),
    ...(query.careless ? [CHROMEBOOK_CATEGORIES.careless] : []),
  ];
}

/** GET /api/invoices: serial number, e-mail or `system:system_id`. */
export const ZInvoiceSearchQuery = z.object({
  search: z.string().trim().max(200).optional().default(''),
  pageIndex: ZPageIndex,
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1)
    .max(50)
    .default(INVOICE_PAGE_SIZE),
});
export type TInvoiceSearchQuery = z.infer<typeof ZInvoiceSearchQuery>;

const ZPersonOfCase = z.object({
  givenName: z.string(),
  familyName: z.string(),
  civicNumber: z.string().nullable(),
  extension: z.object({ email: z.string().nullable() }),
});

export const ZVismaStatus = z.enum(['paid', 'open']);
export type TVismaStatus = z.infer<typeof ZVismaStatus>;

/** A case as the API answers it (spec 3 'Chromebook invoice (case)'). */
export const ZChromebookInvoice = z.object({
  /** The device's status in Google when last seen ('ACTIVE', 'DEPROVISIONED'), or null. */
  chromedeviceStatus: z.string().nullable(),
  /** Kansli's own reference, sent to Visma as YourReference. */
  reference: z.string(),
  /** The day the case was reported, YYYY-MM-DD. */
  dateRequested: z.string(),
  /** The requester's e-mail in Freshservice. */
  requester: z.string().nullable(),
  systemIds: z.object({
    freshservice: z.string(),
    /** The invoice number in Visma once sent. */
    visma: z.string().nullable(),
    /** The device's serial number. */
    chromedevice: z.string().nullable(),
  }),
  student: ZPersonOfCase,
  address: z.object({
    streetAddress: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  legalGuardian: ZPersonOfCase.nullable().optional(),
  category: z.string().nullable(),
  /** Kronor before VAT. */
  cost: z.number(),
  /** Kronor, 25 %. */
  vat: z.number(),
  /** Kronor with VAT. */
  total: z.number(),
  textHtml: z.string(),
  /** The ticket's page in the service desk, linked as INC-{id} (spec 7 'External link'). */
  ticketUrl: z.string().nullable().optional(),
  location: z.object({ costCenter: z.string(), name: z.string() }),
  isRegisteredInAdmin: z.boolean(),
  vismaCustomerId: z.string().nullable(),
  isRegisteredInVisma: z.boolean(),
  vismaStatus: ZVismaStatus.nullable(),
  isChromedeviceDeprovised: z.boolean(),
  extension: z.object({
    freshserviceId: z.string(),
    /** Visma's id of the invoice (not its number), once sent. */
    vismaInvoiceId: z.string().nullable(),
    /** The last failure of a step on this case, in words fit for staff. */
    lastError: z.string().nullable(),
  }),
  costCenter: z.string(),
  /** The pupil's name, as the table shows it. */
  name: z.string(),
  locationName: z.string(),
  /** True when the pupil was not found among Kansli's persons by civic number. */
  studentMissing: z.boolean(),
  /** True when a legal guardian lacks an e-mail: the row is invalid (spec 5). */
  guardianEmailMissing: z.boolean(),
  /** The case's own invalid text, if any (GUARDIAN_EMAIL_MISSING); the web adds its client-only flags. */
  invalidText: z.string().nullable(),
});
export type TChromebookInvoice = z.infer<typeof ZChromebookInvoice>;

export const ZChromebookInvoices = z.array(ZChromebookInvoice);

/** GET /api/invoices. */
export const ZInvoiceSearchResponse = z.object({
  invoiceCount: z.number().int(),
  invoices: z.array(ZChromebookInvoice),
});
export type TInvoiceSearchResponse = z.infer<typeof ZInvoiceSearchResponse>;

/** GET /api/invoices/chromebooks/locations: the units with a Freshservice department. */
export const ZChromebookLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  costCenter: z.string(),
  extension: z.object({ freshserviceId: z.string() }),
});
export type TChromebookLocation = z.infer<typeof ZChromebookLocation>;
export const ZChromebookLocations = z.array(ZChromebookLocation);

/**
 * The body of the POSTs that act on one case (register, createCustomer, sendtovisma, the older visma):
 * the whole case as the list gave it, of which only its Freshservice id is read. Money, names and
 * addresses come from what Kansli stored when the case was fetched, never from the body.
 */
export const ZInvoiceActionBody = z
  .object({
    extension: z.object({ freshserviceId: ZFreshserviceId }).partial().optional(),
    systemIds: z.object({ freshservice: ZFreshserviceId }).partial().optional(),
  })
  .transform((body, context) => {
    const id = body.extension?.freshserviceId ?? body.systemIds?.freshservice;
    if (!id) {
      context.addIssue({
        code: 'custom',
        path: ['extension', 'freshserviceId'],
        message: 'extension.freshserviceId is required',
      });
      return z.NEVER;
    }
    return { freshserviceId: id };
  });
export type TInvoiceActionBody = z.infer<typeof ZInvoiceActionBody>;

/** POST invoices/chromebooks/deprovise. */
export const ZDeproviseBody = z.object({
  name: z.string().trim().max(200).optional().default(''),
  email: z.string().trim().max(320).optional().default(''),
  serialNumber: z
    .string({ error: 'serialNumber is required' })
    .trim()
    .min(1, 'serialNumber is required')
    .max(100),
});
export type TDeproviseBody = z.infer<typeof ZDeproviseBody>;

/** POST invoices/chromebooks/spreadsheet: the cases of the table (ids read, data from Kansli). */
export const ZSpreadsheetBody = z
  .array(
    z.object({
      extension: z.object({ freshserviceId: ZFreshserviceId }).partial().optional(),
      systemIds: z.object({ freshservice: ZFreshserviceId }).partial().optional(),
    }),
  )
  .min(1, 'The list is empty')
  .max(2000)
  .transform((items, context) => {
    const ids: string[] = [];
    for (const [index, item] of items.entries()) {
      const id = item.extension?.freshserviceId ?? item.systemIds?.freshservice;
      if (!id) {
        context.addIssue({
          code: 'custom',
          path: [index, 'extension', 'freshserviceId'],
          message: 'required',
        });
        return z.NEVER;
      }
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  });

/** The register answer: the case in its current state. */
export const ZRegisterResponse = ZChromebookInvoice;

export const ZCreateCustomerResponse = z.object({ data: z.object({ vismaCustomerId: z.string() }) });
export type TCreateCustomerResponse = z.infer<typeof ZCreateCustomerResponse>;

/** POST invoices/chromebooks/sendtovisma: Visma's invoice id, with the number shown as systemIds.visma. */
export const ZSendToVismaResponse = z.object({ invoiceId: z.string(), invoiceNumber: z.string().nullable() });
export type TSendToVismaResponse = z.infer<typeof ZSendToVismaResponse>;

/** The older POST invoices/chromebooks/visma: 'response body.invoiceId'. */
export const ZLegacyVismaResponse = z.object({
  body: z.object({ invoiceId: z.string(), invoiceNumber: z.string().nullable() }),
  /** Spec part 2, 8: what the older client says on success. */
  message: z.string(),
});

export const legacyCreatedMessage = (invoiceId: string) => `Visma invoice ${invoiceId} created`;
export type TLegacyVismaResponse = z.infer<typeof ZLegacyVismaResponse>;

/** POST invoices/chromebooks/deprovise: the case afterwards. */
export const ZDeproviseResponse = z.object({
  serialNumber: z.string(),
  isChromedeviceDeprovised: z.boolean(),
  chromedeviceStatus: z.string().nullable(),
});
export type TDeproviseResponse = z.infer<typeof ZDeproviseResponse>;

export const ZSpreadsheetResponse = z.object({ data: z.object({ spreadsheetUrl: z.string() }) });
export type TSpreadsheetResponse = z.infer<typeof ZSpreadsheetResponse>;

/** Re-exported for the date pickers' own messages. */
export { DATE_MESSAGE };
