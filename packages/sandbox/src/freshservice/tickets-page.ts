import { controlPanel, escapeHtml } from '../http-sandbox.ts';
import type { FreshserviceSandboxTicket, FreshserviceState } from './state.ts';

const STATUS: Record<number, string> = { 2: 'Öppen', 3: 'Väntande', 4: 'Löst', 5: 'Stängd' };

/** The sandbox's own page: every ticket, newest first, with Kansli's device-case fields. */
export function ticketsPage(state: FreshserviceState): string {
  const rows = state
    .newestFirst()
    .map((ticket) => {
      const requester = ticket.requester_id === null ? undefined : state.requesters.get(ticket.requester_id);
      const fields = ticket.custom_fields;
      return `<tr><td><a href="/helpdesk/tickets/${ticket.id}">INC-${ticket.id}</a></td><td>${ticket.created_at.slice(0, 10)}</td><td>${escapeHtml(ticket.department_id ?? '')}</td>
        <td>${escapeHtml(ticket.category ?? '')}</td><td>${escapeHtml(ticket.subject)}</td><td>${escapeHtml(fields.serienummer ?? '')}</td>
        <td>${escapeHtml(fields.elev_personnummer ?? '')}</td><td>${escapeHtml(fields.kostnad ?? '')}</td>
        <td>${escapeHtml(requester?.primary_email ?? '')}</td><td>${STATUS[ticket.status] ?? ticket.status}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Freshservice-sandlåda</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left}</style>
</head><body><h1>Freshservice-sandlåda: ärenden</h1>
<table><thead><tr><th>Ärende</th><th>Skapat</th><th>Avdelning</th><th>Kategori</th><th>Ämne</th><th>Serienummer</th>
<th>Elevens personnummer</th><th>Kostnad (kr)</th><th>Anmälare</th><th>Status</th></tr></thead>
<tbody>${rows || '<tr><td colspan="10">Inga ärenden</td></tr>'}</tbody></table>
${controlPanel('/sandbox/control')}</body></html>`;
}

/** A ticket's service-desk page, where Kansli's INC link leads; the description as plain text. */
export function ticketPage(state: FreshserviceState, ticket: FreshserviceSandboxTicket): string {
  const requester = ticket.requester_id === null ? undefined : state.requesters.get(ticket.requester_id);
  const text = ticket.description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const fields = Object.entries(ticket.custom_fields)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
    .join('');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>INC-${ticket.id}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:50rem}dt{font-weight:600}dd{margin:0 0 .5rem}</style>
</head><body><p><a href="/sandbox">Alla ärenden</a></p><h1>INC-${ticket.id} ${escapeHtml(ticket.subject)}</h1>
<dl><dt>Status</dt><dd>${STATUS[ticket.status] ?? ticket.status}</dd><dt>Skapat</dt><dd>${escapeHtml(ticket.created_at)}</dd>
<dt>Kategori</dt><dd>${escapeHtml(ticket.category ?? '')}</dd><dt>Avdelning</dt><dd>${escapeHtml(ticket.department_id ?? '')}</dd>
<dt>Anmälare</dt><dd>${escapeHtml(requester?.primary_email ?? '')}</dd>${fields}</dl>
<p>${escapeHtml(text)}</p></body></html>`;
}
