import { controlPanel, escapeHtml } from '../http-sandbox.ts';
import type { DirectoryGroup, DirectoryUser } from './directory-api.ts';

/**
 * The sandbox's Workspace users, newest first, and its groups by address with their members, with
 * the failure switches and Google's rate limit; never a password.
 */
export function directoryPage(
  users: readonly DirectoryUser[],
  groups: readonly DirectoryGroup[],
  rateLimited: number,
): string {
  const rows = users
    .toReversed()
    .map(
      (
        u,
      ) => `<tr><td>${escapeHtml(u.primaryEmail)}</td><td>${escapeHtml(`${u.name.givenName} ${u.name.familyName}`)}</td>
<td>${escapeHtml(u.orgUnitPath)}</td><td>${escapeHtml(u.id)}</td><td>${u.changePasswordAtNextLogin ? 'Ja' : 'Nej'}</td><td>${escapeHtml(u.creationTime)}</td></tr>`,
    )
    .join('\n');
  const groupRows = groups
    .toSorted((a, b) => a.email.localeCompare(b.email))
    .map((g) => {
      const members = [...g.members.values()]
        .toSorted((a, b) => a.email.localeCompare(b.email))
        .map((m) => `<li>${escapeHtml(m.email)} (${escapeHtml(m.role)})</li>`)
        .join('');
      return `<tr><td>${escapeHtml(g.email)}</td><td>${escapeHtml(g.name)}</td><td>${escapeHtml(g.description)}</td>
<td>${escapeHtml(g.id)}</td><td>${members ? `<ul>${members}</ul>` : 'Inga medlemmar'}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Google Directory-sandlåda</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left;vertical-align:top}ul{margin:0;padding-left:1rem}</style>
</head><body><h1>Google Directory-sandlåda</h1>
<h2>Användare</h2>
<table><thead><tr><th>E-post</th><th>Namn</th><th>Organisationsenhet</th><th>Google-id</th><th>Byt lösenord vid inloggning</th><th>Skapad</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Inga användare ännu</td></tr>'}</tbody></table>
<h2>Grupper</h2>
<table><thead><tr><th>E-post</th><th>Namn</th><th>Beskrivning</th><th>Google-id</th><th>Medlemmar</th></tr></thead>
<tbody>${groupRows || '<tr><td colspan="5">Inga grupper ännu</td></tr>'}</tbody></table>
<p><a href="/sandbox/sheets">Kalkylarken</a> · <a href="/sandbox/directory/devices">Chromedatorer</a></p>
${controlPanel('/sandbox/control')}
<form method="post" action="/sandbox/directory/rate-limit">
  <label>Låt nästa <input name="count" type="number" min="0" max="100" value="3" size="4"> Directory-anrop
  svara 403 userRateLimitExceeded (Googles hastighetsgräns)</label>
  <button>Begränsa</button>
</form>
<p>Directory-anrop som återstår att begränsa: ${rateLimited}</p></body></html>`;
}
