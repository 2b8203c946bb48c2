import { controlPanel, escapeHtml } from '../http-sandbox.ts';
import { type InvoiceStatus, invoiceStatus } from './settlement.ts';
import type { CustomerInvoice, VismaState } from './state.ts';

// The sandbox's own page: the customer invoices with their rows, amounts and status, buttons to mark an
// open invoice paid or credit it, the switch that revokes Kansli's connection, and the 'Störningar'
// panel. Asked for JSON, it answers the invoices in Kansli's words.

const STATUS_TEXT: Record<InvoiceStatus, string> = {
  open: 'Obetald',
  paid: 'Betald',
  credited: 'Krediterad',
  credit: 'Kreditfaktura',
};

const kronor = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });
const decimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

const byNumber = (state: VismaState) =>
  [...state.invoices.values()].sort((a, b) => a.InvoiceNumber - b.InvoiceNumber);

/** Kronor to öre and back, so that a difference of amounts holds whole öre. */
const difference = (total: number, vat: number) => (Math.round(total * 100) - Math.round(vat * 100)) / 100;

export function invoicesJson(state: VismaState) {
  return {
    invoices: byNumber(state).map((invoice) => ({
      id: invoice.Id,
      number: invoice.InvoiceNumber,
      customer_name: invoice.InvoiceCustomerName,
      your_reference: invoice.YourReference,
      rows: invoice.Rows.map((row) => ({
        article_number: row.ArticleNumber,
        text: row.Text,
        unit_price: row.IsTextRow ? null : row.UnitPrice,
        quantity: row.IsTextRow ? null : row.Quantity,
        vat_rate: row.IsTextRow ? null : Math.round(row.PercentVat * 100),
      })),
      net_amount: difference(invoice.TotalAmountInvoiceCurrency, invoice.TotalVatAmountInvoiceCurrency),
      vat_amount: invoice.TotalVatAmountInvoiceCurrency,
      total_amount: invoice.TotalAmountInvoiceCurrency,
      status: invoiceStatus(invoice),
    })),
  };
}

function rowsTable(invoice: CustomerInvoice): string {
  const rows = invoice.Rows.map((row) =>
    row.IsTextRow
      ? `<tr><td></td><td colspan="4">${escapeHtml(row.Text)}</td></tr>`
      : `<tr><td>${escapeHtml(row.ArticleNumber ?? '')}</td><td>${escapeHtml(row.Text)}</td>
          <td>${kronor.format(row.UnitPrice)}</td><td>${decimal.format(row.Quantity)}</td>
          <td>${Math.round(row.PercentVat * 100)} %</td></tr>`,
  ).join('');
  return `<table class="rows"><thead><tr><th>Artikel</th><th>Text</th><th>À-pris</th><th>Antal</th><th>Moms</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function invoiceRow(invoice: CustomerInvoice): string {
  const status = invoiceStatus(invoice);
  const actions =
    status === 'open'
      ? `<form method="post" action="/sandbox/invoices/${invoice.Id}/paid"><button>Markera betald</button></form>
         <form method="post" action="/sandbox/invoices/${invoice.Id}/credit"><button>Kreditera</button></form>`
      : '';
  return `<tr><td>${invoice.InvoiceNumber}</td><td>${escapeHtml(invoice.InvoiceCustomerName)}</td>
    <td>${escapeHtml(invoice.YourReference ?? '')}</td><td>${rowsTable(invoice)}</td>
    <td>${kronor.format(difference(invoice.TotalAmountInvoiceCurrency, invoice.TotalVatAmountInvoiceCurrency))}</td>
    <td>${kronor.format(invoice.TotalVatAmountInvoiceCurrency)}</td><td>${kronor.format(invoice.TotalAmountInvoiceCurrency)}</td>
    <td>${STATUS_TEXT[status]}</td><td>${actions}</td></tr>`;
}

export function invoicesPage(state: VismaState, connected: boolean): string {
  const rows = byNumber(state).map(invoiceRow).join('\n');
  const connection = connected
    ? `<p>Kansli är anslutet.</p>
<form method="post" action="/sandbox/revoke"><button>Återkalla anslutningen</button></form>`
    : '<p>Kansli är inte anslutet: anslut på nytt från Kansli.</p>';
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Visma-sandlåda</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.4rem .8rem;border-bottom:1px solid #ccc;text-align:left;vertical-align:top}table.rows td,table.rows th{padding:.1rem .5rem;border:0}form{display:inline}</style>
</head><body><h1>Visma-sandlåda: kundfakturor</h1>
<table><thead><tr><th>Fakturanummer</th><th>Kund</th><th>Er referens</th><th>Rader</th><th>Netto</th><th>Moms</th><th>Totalt</th><th>Status</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="9">Inga fakturor ännu</td></tr>'}</tbody></table>
<h2>Anslutning</h2>
${connection}
${controlPanel('/sandbox/control')}</body></html>`;
}
