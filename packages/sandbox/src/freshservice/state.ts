// What the Freshservice sandbox holds: tickets and their requesters, in Freshservice's own field
// names, so the seed hands over exactly what the API answers.

export interface FreshserviceSandboxTicket {
  id: number;
  subject: string;
  /** HTML. */
  description: string;
  /** 2 open, 3 pending, 4 resolved, 5 closed. */
  status: number;
  /** 1 low … 4 urgent. */
  priority: number;
  category: string | null;
  sub_category: string | null;
  item_category: string | null;
  department_id: number | null;
  requester_id: number | null;
  /** ISO instants in UTC, as Freshservice writes them. */
  created_at: string;
  updated_at: string;
  due_by?: string | null;
  fr_due_by?: string | null;
  /** The agent the ticket is assigned to (the filter's `agent_id`). */
  responder_id?: number | null;
  group_id?: number | null;
  workspace_id?: number | null;
  impact?: number | null;
  urgency?: number | null;
  tags?: string[];
  custom_fields: Record<string, string | number | boolean | null>;
}

export interface FreshserviceSandboxRequester {
  id: number;
  first_name: string;
  last_name: string;
  primary_email: string | null;
  department_ids: number[];
}

export class FreshserviceState {
  readonly tickets = new Map<number, FreshserviceSandboxTicket>();
  readonly requesters = new Map<number, FreshserviceSandboxRequester>();

  constructor(seed: {
    tickets?: readonly FreshserviceSandboxTicket[];
    requesters?: readonly FreshserviceSandboxRequester[];
  }) {
    for (const requester of seed.requesters ?? [])
      this.requesters.set(requester.id, structuredClone(requester));
    for (const ticket of seed.tickets ?? []) this.tickets.set(ticket.id, structuredClone(ticket));
  }

  /** The account's custom fields, each with a value it holds on some ticket (the filter reads their type from it). */
  customFields(): Map<string, string | number | boolean | null> {
    const fields = new Map<string, string | number | boolean | null>();
    for (const ticket of this.tickets.values()) {
      for (const [name, value] of Object.entries(ticket.custom_fields)) {
        if (value !== null || !fields.has(name)) fields.set(name, value);
      }
    }
    return fields;
  }

  /** Newest first, as Freshservice lists them. */
  newestFirst(): FreshserviceSandboxTicket[] {
    return [...this.tickets.values()].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }
}
