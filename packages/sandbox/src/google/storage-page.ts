import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCalendarDate } from '@kansli/domain/calendar/dates';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import type { ExportSystem } from '@kansli/domain/schools/export-system';
import { BodyError, controlPanel, escapeHtml, readJsonObject, sendJson } from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';
import { fictionalUnitExport } from './fictional-export.ts';
import { type Bucket, type StoredObject, storedObject } from './storage-api.ts';

const page = (title: string, body: string) => `<!doctype html><html lang="sv"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left}pre{background:#f6f6f6;padding:1rem;overflow:auto}</style>
</head><body>${body}</body></html>`;

const fileLink = (object: StoredObject) =>
  `/sandbox/storage/${object.name.split('/').map(encodeURIComponent).join('/')}`;

/** Where the page's form, and a rehearsal's script, write a unit's fictional export. */
export const EXPORT_WRITE_PATH = '/sandbox/storage/exports';

const SYSTEMS: Record<ExportSystem, string> = {
  schoolsoft: 'SchoolSoft (grundskola)',
  online: 'Online (komvux)',
  adela: 'Adela (övriga skolor)',
};

function exportForm(today: string): string {
  const options = Object.entries(SYSTEMS)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('');
  return `<h2>Skriv en export</h2>
<p>Skriver enhetens mapp för dagen med systemets filer och Skola24:s schema: några påhittade elever, deras
vårdnadshavare, två lärare och en grupp. Samma enhet får samma personer varje gång. Välj systemet som Kansli
läser enheten från (efter enhetens namn: grundskola SchoolSoft, komvux Online, annars Adela).</p>
<form method="post" action="${EXPORT_WRITE_PATH}">
  <label>System <select name="system">${options}</select></label>
  <label>Enhetens id i Kansli <input name="location_id" type="number" min="1" max="999999999" required></label>
  <label>Datum <input name="date" type="date" value="${today}" required></label>
  <button>Skriv exporten</button>
</form>`;
}

/** The bucket's files in name order, each linking to its content, with the export form and the failure switches. */
export function bucketPage(bucket: Bucket | undefined, today = dateInStockholm(new Date())): string {
  if (!bucket) return page('Google Storage-sandlåda', '<h1>Google Storage-sandlåda</h1><p>Ingen hink.</p>');
  const rows = [...bucket.objects.values()]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(
      (o) =>
        `<tr><td><a href="${escapeHtml(fileLink(o))}">${escapeHtml(o.name)}</a></td><td>${o.size}</td><td>${escapeHtml(o.updated)}</td><td>${escapeHtml(o.contentType)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Google Storage-sandlåda',
    `<h1>Google Storage-sandlåda: hinken ${escapeHtml(bucket.name)}</h1>
<p>${bucket.objects.size} filer.</p>
<table><thead><tr><th>Namn</th><th>Storlek (byte)</th><th>Uppdaterad</th><th>Innehållstyp</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">Hinken är tom</td></tr>'}</tbody></table>
${exportForm(today)}
${controlPanel('/sandbox/control')}`,
  );
}

/** One file's content; JSON indented for reading. */
export function bucketFilePage(object: StoredObject): string {
  let text = object.content;
  try {
    text = JSON.stringify(JSON.parse(object.content), null, 2);
  } catch {
    // Not JSON: shown as it is.
  }
  return page(
    object.name,
    `<h1>${escapeHtml(object.name)}</h1><p><a href="/sandbox/storage">Alla filer</a></p><pre>${escapeHtml(text)}</pre>`,
  );
}

class ExportRequestError extends Error {}

/** The request's system, unit and date, from a form or a JSON body; the date is today's when left out. */
function exportRequestOf(fields: (name: string) => unknown, now: Date) {
  const system = fields('system');
  if (typeof system !== 'string' || !Object.hasOwn(SYSTEMS, system)) {
    throw new ExportRequestError('system måste vara schoolsoft, adela eller online.');
  }
  const locationId = Number(fields('location_id'));
  if (!Number.isInteger(locationId) || locationId < 1 || locationId > 999_999_999) {
    throw new ExportRequestError('location_id måste vara enhetens id i Kansli, ett heltal från 1.');
  }
  const date = fields('date') || dateInStockholm(now);
  if (typeof date !== 'string' || !isCalendarDate(date)) {
    throw new ExportRequestError('date måste vara ett datum, ÅÅÅÅ-MM-DD.');
  }
  return { system: system as ExportSystem, locationId, date };
}

/**
 * POST /sandbox/storage/exports: a unit's fictional export of a day written to the bucket, replacing
 * that day's files. A form (the page's) is sent back to the page; JSON `{ system, location_id, date? }`
 * is answered 201 `{ files }`, the names written.
 */
export async function writeExportRequest(
  req: IncomingMessage,
  res: ServerResponse,
  bucket: Bucket | undefined,
  now: Date,
): Promise<void> {
  const json = (req.headers['content-type'] ?? '').startsWith('application/json');
  const refuse = (status: number, message: string): void => {
    if (json) {
      sendJson(res, status, { error: { code: status, message } });
      return;
    }
    const body = `<h1>Exporten skrevs inte</h1><p>${escapeHtml(message)}</p>
<p><a href="/sandbox/storage">Tillbaka</a></p>`;
    res
      .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      .end(page('Exporten skrevs inte', body));
  };
  let fields: (name: string) => unknown;
  if (json) {
    const body = await readJsonObject(req, 10_000).catch((error: unknown) => {
      if (error instanceof BodyError) return undefined;
      throw error;
    });
    if (!body) return refuse(400, 'Kroppen måste vara ett JSON-objekt.');
    fields = (name) => body[name];
  } else {
    const form = await readUrlEncodedForm(req);
    if (!(form instanceof URLSearchParams)) return refuse(415, 'Skicka ett formulär eller JSON.');
    fields = (name) => form.get(name);
  }
  if (!bucket) return refuse(404, 'Sandlådan har ingen hink för exporter.');
  let request: ReturnType<typeof exportRequestOf>;
  try {
    request = exportRequestOf(fields, now);
  } catch (error) {
    if (error instanceof ExportRequestError) return refuse(400, error.message);
    throw error;
  }
  const files = fictionalUnitExport(request.system, request.locationId, request.date, now.toISOString());
  for (const file of files) {
    const bytes = Buffer.from(file.content, 'utf8');
    bucket.objects.set(file.name, storedObject(file.name, bytes, file.contentType, file.updated));
  }
  if (json) return sendJson(res, 201, { files: files.map((file) => file.name) });
  res.writeHead(303, { location: '/sandbox/storage' }).end();
}
