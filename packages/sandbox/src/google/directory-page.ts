import { controlPanel, escapeHtml } from '../http-sandbox.ts';
import type { DirectoryUser } from './directory-api.ts';

/** The sandbox's Workspace users, newest first, with the failure switches; never a password. */
export function directoryPage(users: readonly DirectoryUser[]): string {
  const rows = users
    .toReversed()
    .map(
      (
        u,
      ) => `<tr><td>${escapeHtml(u.primaryEmail)}</td><td>${escapeHtml(`${u.name.givenName} ${u.name.familyName}`)}</td>
<td>${escapeHtml(u.orgUnitPath)}</td><td>${escapeHtml(u.id)}</td><td>${u.changePasswordAtNextLogin ? 'Ja' : 'Nej'}</td><td>${escapeHtml(u.creationTime)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Google Directory-sandlåda</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left}</style>
</head><body><h1>Google Directory-sandlåda: användare</h1>
<table><thead><tr><th>E-post</th><th>Namn</th><th>Organisationsenhet</th><th>Google-id</th><th>Byt lösenord vid inloggning</th><th>Skapad</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Inga användare ännu</td></tr>'}</tbody></table>
<p><a href="/sandbox/sheets">Kalkylarken</a></p>
${controlPanel('/sandbox/control')}</body></html>`;
}
