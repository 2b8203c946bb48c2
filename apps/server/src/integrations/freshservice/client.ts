import { dateOfEpochDay, epochDay } from '@kansli/domain/calendar/dates';
import { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import { type HttpPolicy, integrationHttp } from '../http.ts';
import { FreshserviceError, withUserMessages } from './freshservice-error.ts';

// Freshservice API v2, the part Kansli uses for Chromebook invoices: the device cases (damage and
// buy-out tickets) of one school unit, and single tickets. Kansli only reads from Freshservice.

export interface FreshserviceTicket {
  id: number;
  subject: string;
  /** HTML, as Freshservice keeps it. */
  description: string;
  status: number; // 2 open, 3 pending, 4 resolved, 5 closed
  category: string | null;
  subCategory: string | null;
  /** Kansli's fields on a device case; null where the ticket lacks them. */
  serialNumber: string | null;
  studentCivicNumber: string | null;
  /** The cost before VAT, in whole öre (the custom field holds kronor, possibly with decimals). */
  costOre: number | null;
  requesterEmail: string | null;
  departmentId: number | null;
  createdAt: string; // ISO
}

/** The ticket categories: damage ('Yttre åverkan') and purchase/buy-out ('Utköp'). */
export const DEVICE_CASE_CATEGORIES = { careless: 'Yttre åverkan', buy: 'Utköp' } as const;

export interface DeviceCaseQuery {
  departmentId: number;
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  categories: string[];
}

export interface FreshserviceClient {
  /**
   * The device cases of one department (a school unit) created from `from` to `to` (YYYY-MM-DD, both
   * included) of the given categories, by /tickets/filter: a period with more cases than the filter
   * pages through is asked in halves, down to a day. Waits out a 429's Retry-After.
   */
  deviceCases(query: DeviceCaseQuery): Promise<FreshserviceTicket[]>;
  /** One ticket, or null when Freshservice does not know it. */
  ticket(id: number): Promise<FreshserviceTicket | null>;
  /** The ticket's service-desk page (ticketUrl below) on this client's Freshservice. */
  ticketUrl(id: number): string;
  /** Whether Freshservice answers with this key: one page of one ticket; throws the client's errors. */
  probe(): Promise<void>;
}

export interface FreshserviceOptions {
  /** `https://{domain}.freshservice.com`, or the sandbox's address; without /api/v2. */
  apiUrl: string;
  apiKey: string;
  http?: Partial<HttpPolicy>;
  /** Told the outcome of every call, for Superadmin › Integrationer. */
  calls?: CallObserver;
}

/**
 * The custom fields Kansli's device-case form adds to a ticket (docs/integrations.md, Freshservice).
 * Freshservice names a custom field in lower case with underscores.
 */
export const DEVICE_CASE_FIELDS = {
  serialNumber: 'serienummer',
  studentCivicNumber: 'elev_personnummer',
  cost: 'kostnad',
} as const;

/**
 * Freshservice answers 429 with a Retry-After of up to a minute when the account's per-minute
 * limit is spent; the case list waits that out rather than failing, a few times at most.
 */
const FRESHSERVICE_HTTP: Partial<HttpPolicy> = { retries: 3, maxDelayMs: 60_000 };

/** The filter answers 30 tickets a page and no page past the 10th: 300 tickets of one query. */
const FILTER_PAGE_SIZE = 30;
const FILTER_LAST_PAGE = 10;
const FILTER_REACH = FILTER_PAGE_SIZE * FILTER_LAST_PAGE;

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

/** Kronor as a number or text ("1 250,50" from a text field too); anything else is no cost. */
const ZCost = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    const kronor = typeof value === 'number' ? value : Number(value.replace(/\s/g, '').replace(',', '.'));
    return Number.isFinite(kronor) && kronor >= 0 && value !== '' ? Math.round(kronor * 100) : null;
  });

const ZTicket = z.object({
  id: z.number().int(),
  subject: z.string().nullish(),
  description: z.string().nullish(),
  status: z.number().int(),
  category: optionalText,
  sub_category: optionalText,
  department_id: z.number().int().nullish(),
  requester_id: z.number().int().nullish(),
  created_at: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  custom_fields: z
    .object({
      [DEVICE_CASE_FIELDS.serialNumber]: optionalText,
      [DEVICE_CASE_FIELDS.studentCivicNumber]: optionalText,
      [DEVICE_CASE_FIELDS.cost]: ZCost,
    })
    .partial()
    .nullish(),
});
type RawTicket = z.infer<typeof ZTicket>;

const ZFilterPage = z.object({ tickets: z.array(ZTicket), total: z.number().int().nonnegative() });
const ZTicketList = z.object({ tickets: z.array(z.unknown()) });
const ZTicketAnswer = z.object({ ticket: ZTicket });
const ZRequesterAnswer = z.object({ requester: z.object({ primary_email: z.string().nullish() }) });

/** The Freshservice query language quotes values in single quotes; a quote inside cannot be escaped. */
function quoted(value: string): string {
  if (value.includes("'")) throw new RangeError('a Freshservice query value cannot hold a single quote');
  return `'${value}'`;
}

const nextDay = (date: string) => dateOfEpochDay(epochDay(date) + 1);

/** A period split into two halves of whole days; the first holds the middle day. */
function halves(from: string, to: string): [[string, string], [string, string]] {
  const middle = dateOfEpochDay(Math.floor((epochDay(from) + epochDay(to)) / 2));
  return [
    [from, middle],
    [nextDay(middle), to],
  ];
}

/**
 * `:>` and `:<` are Freshservice's "on or after" and "on or before". The end is asked one day later
 * and the surplus dropped after, so the last day is whole whether Freshservice compares the date
 * or the instant.
 */
export function deviceCaseQuery(query: DeviceCaseQuery): string {
  const parts = [
    `department_id:${query.departmentId}`,
    `created_at:>${quoted(query.from)}`,
    `created_at:<${quoted(nextDay(query.to))}`,
  ];
  if (query.categories.length > 0) {
    parts.push(`(${query.categories.map((category) => `category:${quoted(category)}`).join(' OR ')})`);
  }
  return parts.join(' AND ');
}

function toTicket(raw: RawTicket, requesterEmail: string | null): FreshserviceTicket {
  const fields = raw.custom_fields ?? {};
  return {
    id: raw.id,
    subject: raw.subject ?? '',
    description: raw.description ?? '',
    status: raw.status,
    category: raw.category,
    subCategory: raw.sub_category,
    serialNumber: fields[DEVICE_CASE_FIELDS.serialNumber] ?? null,
    studentCivicNumber: fields[DEVICE_CASE_FIELDS.studentCivicNumber] ?? null,
    costOre: fields[DEVICE_CASE_FIELDS.cost] ?? null,
    requesterEmail,
    departmentId: raw.department_id ?? null,
    createdAt: raw.created_at,
  };
}

export function freshserviceClient(options: FreshserviceOptions): FreshserviceClient {
  const http = withUserMessages(
    integrationHttp('Freshservice', { ...FRESHSERVICE_HTTP, ...options.http }, options.calls),
  );
  const base = `${options.apiUrl.replace(/\/$/, '')}/api/v2`;
  const headers = {
    authorization: `Basic ${Buffer.from(`${options.apiKey}:X`).toString('base64')}`,
    accept: 'application/json',
  };

  /** A requester's address; agents are not requesters (404), and have none here. */
  async function requesterEmail(id: number): Promise<string | null> {
    const response = await http.fetch('requester lookup', `${base}/requesters/${id}`, {
      headers,
      accept: [404],
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const parsed = ZRequesterAnswer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new FreshserviceError({
        system: 'Freshservice',
        operation: 'requester lookup',
        failure: 'answer',
        status: response.status,
        attempts: 1,
      });
    }
    return parsed.data.requester.primary_email?.trim() || null;
  }

  /** Each distinct requester once: a school's cases mostly come from its few IT staff. */
  async function withRequesters(raws: RawTicket[]): Promise<FreshserviceTicket[]> {
    const emails = new Map<number, string | null>();
    for (const raw of raws) {
      if (raw.requester_id != null && !emails.has(raw.requester_id)) {
        emails.set(raw.requester_id, await requesterEmail(raw.requester_id));
      }
    }
    return raws.map((raw) =>
      toTicket(raw, raw.requester_id == null ? null : (emails.get(raw.requester_id) ?? null)),
    );
  }

  function filterPage(query: DeviceCaseQuery, page: number) {
    const url = new URL(`${base}/tickets/filter`);
    url.searchParams.set('query', `"${deviceCaseQuery(query)}"`);
    url.searchParams.set('page', String(page));
    return http.json('device case filter', url, ZFilterPage, { headers });
  }

  /**
   * The period's tickets, page by page to the last the total needs. A period with more than the
   * filter reaches is asked in halves; a single day over it cannot be read whole and fails.
   */
  async function casesOfPeriod(query: DeviceCaseQuery): Promise<RawTicket[]> {
    const first = await filterPage(query, 1);
    if (first.total > FILTER_REACH) {
      if (query.from >= query.to) {
        throw new FreshserviceError(
          {
            system: 'Freshservice',
            operation: 'device case filter',
            failure: 'answer',
            status: 200,
            attempts: 1,
          },
          {
            message: `Freshservice: device case filter found more than ${FILTER_REACH} tickets of one day, more than it pages through`,
            userMessage: `Freshservice har fler än ${FILTER_REACH} ärenden från en och samma dag, fler än Kansli kan hämta därifrån. Välj en kategori i taget, eller kontakta systemförvaltaren.`,
          },
        );
      }
      const [early, late] = halves(query.from, query.to);
      return [
        ...(await casesOfPeriod({ ...query, from: early[0], to: early[1] })),
        ...(await casesOfPeriod({ ...query, from: late[0], to: late[1] })),
      ];
    }
    const found = [...first.tickets];
    const lastPage = Math.min(FILTER_LAST_PAGE, Math.ceil(first.total / FILTER_PAGE_SIZE));
    for (let page = 2; page <= lastPage; page++) {
      const { tickets } = await filterPage(query, page);
      // Tickets closed or moved since the first page leave the last pages short or empty.
      if (tickets.length === 0) break;
      found.push(...tickets);
    }
    return found;
  }

  return {
    async deviceCases(query) {
      // No category chosen is no case, not every ticket of the department.
      if (query.categories.length === 0) return [];
      const unique = new Map((await casesOfPeriod(query)).map((raw) => [raw.id, raw]));
      const inRange = [...unique.values()].filter((raw) => {
        const day = new Date(raw.created_at).toISOString().slice(0, 10);
        return day >= query.from && day <= query.to;
      });
      return withRequesters(inRange);
    },

    async ticket(id) {
      const response = await http.fetch('ticket lookup', `${base}/tickets/${id}`, { headers, accept: [404] });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const parsed = ZTicketAnswer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        throw new FreshserviceError({
          system: 'Freshservice',
          operation: 'ticket lookup',
          failure: 'answer',
          status: response.status,
          attempts: 1,
        });
      }
      const [ticket] = await withRequesters([parsed.data.ticket]);
      return ticket ?? null;
    },

    ticketUrl: (id) => ticketUrl(options.apiUrl, id),

    async probe() {
      const url = new URL(`${base}/tickets`);
      url.searchParams.set('per_page', '1');
      await http.json('probe', url, ZTicketList, { headers });
    },
  };
}

/** The service-desk page of a ticket: https://{domain}.freshservice.com/helpdesk/tickets/{id} (shown as INC-{id}). */
export function ticketUrl(baseUrl: string, id: number): string {
  return `${baseUrl.replace(/\/$/, '')}/helpdesk/tickets/${id}`;
}
