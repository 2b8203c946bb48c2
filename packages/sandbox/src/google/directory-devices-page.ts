import { escapeHtml } from '../http-sandbox.ts';
import type { ChromeOsDevice } from './directory-devices.ts';

/** The sandbox's Chrome OS devices as Google lists them, deprovisioned ones marked by their status. */
export function directoryDevicesPage(devices: readonly ChromeOsDevice[]): string {
  const rows = devices
    .map(
      (
        d,
      ) => `<tr><td>${escapeHtml(d.serialNumber)}</td><td>${escapeHtml(d.model)}</td><td>${escapeHtml(d.status)}</td>
<td>${escapeHtml(d.orgUnitPath)}</td><td>${escapeHtml(d.annotatedUser ?? '')}</td><td>${escapeHtml(d.lastSync)}</td><td>${escapeHtml(d.deviceId)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Google Directory-sandlåda: Chromedatorer</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left}</style>
</head><body><h1>Chromedatorer (${devices.length})</h1>
<table><thead><tr><th>Serienummer</th><th>Modell</th><th>Status</th><th>Organisationsenhet</th><th>Användare</th><th>Senast synkad</th><th>Enhets-id</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">Inga enheter</td></tr>'}</tbody></table>
<p><a href="/sandbox/directory">Användare och grupper</a></p></body></html>`;
}
