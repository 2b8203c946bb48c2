import { escapeHtml } from '../http-sandbox.ts';
import type { Spreadsheet } from './sheets-sandbox.ts';

const page = (title: string, body: string) => `<!doctype html><html lang="sv"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border:1px solid #ccc;text-align:left}th{background:#f3f3f3}</style>
</head><body>${body}</body></html>`;

/** One spreadsheet as the browser sees it: each sheet a table, the first row as its head. */
export function spreadsheetPage(spreadsheet: Spreadsheet): string {
  const sheets = [...spreadsheet.sheets]
    .map(([title, grid]) => {
      const [head = [], ...rows] = grid;
      const width = Math.max(0, ...grid.map((row) => row.length));
      const cells = (row: readonly unknown[], tag: 'th' | 'td') =>
        Array.from({ length: width }, (_, i) => `<${tag}>${escapeHtml(row[i] ?? '')}</${tag}>`).join('');
      const table = grid.length
        ? `<table><thead><tr>${cells(head, 'th')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('\n')}</tbody></table>`
        : '<p>Bladet är tomt.</p>';
      return `<h2>${escapeHtml(title)}</h2>\n${table}`;
    })
    .join('\n');
  return page(spreadsheet.title, `<h1>${escapeHtml(spreadsheet.title)}</h1>\n${sheets}`);
}

/** The sandbox's list of spreadsheets, newest first. */
export function spreadsheetsPage(spreadsheets: readonly Spreadsheet[]): string {
  const items = spreadsheets
    .toReversed()
    .map((s) => `<li><a href="/sandbox/sheets/${encodeURIComponent(s.id)}">${escapeHtml(s.title)}</a></li>`)
    .join('\n');
  return page(
    'Google Sheets-sandlåda',
    `<h1>Google Sheets-sandlåda: kalkylark</h1>${items ? `<ul>${items}</ul>` : '<p>Inga kalkylark ännu.</p>'}`,
  );
}
