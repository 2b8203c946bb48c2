import { controlPanel, escapeHtml } from '../http-sandbox.ts';
import type { VismaState } from './state.ts';

/** The sandbox's own page: the customer invoices, each with buttons to mark it paid or voided. */
export function invoicesPage(state: VismaState): string {
  const rows = [...state.invoices.values()]
    .map((invoice) => {
      const customer = state.customers.get(invoice.CustomerId);
      const status = invoice.voided ? 'Makulerad' : invoice.RemainingAmount === 0 ? 'Betald' : 'Obetald';
      const actions =
        invoice.RemainingAmount > 0
          ? `<form method="post" action="/sandbox/invoices/${invoice.Id}/paid"><button>Markera betald</button></form>
             <form method="post" action="/sandbox/invoices/${invoice.Id}/void"><button>Makulera</button></form>`
          : '';
      return `<tr><td>${invoice.InvoiceNumber}</td><td>${escapeHtml(customer?.Name ?? '')}</td><td>${escapeHtml(invoice.YourReference ?? '')}</td>
        <td>${invoice.TotalAmount.toFixed(2)} kr</td><td>${status}</td><td>${actions}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Visma-sandlåda</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ccc;text-align:left}form{display:inline}</style>
</head><body><h1>Visma-sandlåda: kundfakturor</h1>
<table><thead><tr><th>Fakturanummer</th><th>Kund</th><th>Er referens</th><th>Belopp</th><th>Status</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Inga fakturor ännu</td></tr>'}</tbody></table>
${controlPanel('/sandbox/control')}</body></html>`;
}
