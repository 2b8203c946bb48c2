import { controlPanel, escapeHtml } from '../http-sandbox.ts';
import type { Bucket, StoredObject } from './storage-api.ts';

const page = (title: string, body: string) => `<!doctype html><html lang="sv"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left}pre{background:#f6f6f6;padding:1rem;overflow:auto}</style>
</head><body>${body}</body></html>`;

const fileLink = (object: StoredObject) =>
  `/sandbox/storage/${object.name.split('/').map(encodeURIComponent).join('/')}`;

/** The bucket's files in name order, each linking to its content, with the failure switches. */
export function bucketPage(bucket: Bucket | undefined): string {
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
