import { controlPanel, escapeHtml } from '../http-sandbox.ts';
import type { CampusGroup, CampusPerson, CampusState } from './campus-state.ts';

// The campus sandbox's admin pages: the person and group pages the person card links to, and a page
// of everything the sandbox holds with its failure switches.

const page = (title: string, body: string) => `<!doctype html><html lang="sv"><head><meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #ccc;text-align:left}</style>
</head><body>${body}</body></html>`;

export interface CampusPage {
  status: 200 | 404;
  body: string;
}

const fullName = (p: CampusPerson) => `${p.givenName} ${p.familyName}`;
const personLink = (p: CampusPerson) =>
  `<a href="/admin/persons/${encodeURIComponent(p.campusId)}">${escapeHtml(fullName(p))}</a>`;
const groupLink = (g: CampusGroup) =>
  `<a href="/admin/groups/${encodeURIComponent(g.campusId)}">${escapeHtml(g.name)}</a>`;
const list = (items: string[], empty: string) =>
  items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : `<p>${empty}</p>`;

export function campusPersonPage(state: CampusState, person: CampusPerson | undefined): CampusPage {
  if (!person) return { status: 404, body: page('Campus', '<h1>Ingen sådan person på campus</h1>') };
  const guardians = [...person.guardians]
    .map((id) => state.persons.get(id))
    .filter((g) => g !== undefined)
    .map(personLink);
  const groups = [...state.groups.values()]
    .filter((g) => g.members.has(person.externalId))
    .map((g) => `${groupLink(g)} (${escapeHtml(g.members.get(person.externalId))})`);
  const body = `<h1>${escapeHtml(fullName(person))}</h1>
<table>
<tr><th>Campus-id</th><td>${escapeHtml(person.campusId)}</td></tr>
<tr><th>Kansli-id</th><td>${escapeHtml(person.externalId)}</td></tr>
<tr><th>Personnummer</th><td>${escapeHtml(person.civicNumber ?? '')}</td></tr>
<tr><th>E-post</th><td>${person.emails.map((e) => `${escapeHtml(e.email)} (${escapeHtml(e.type)})`).join('<br>')}</td></tr>
<tr><th>Roller</th><td>${person.roles.map((r) => `${escapeHtml(r.role)}, ${escapeHtml(r.unit)}`).join('<br>')}</td></tr>
<tr><th>Uppdaterad</th><td>${person.updatedAt.toISOString()}</td></tr>
</table>
<h2>Vårdnadshavare</h2>${list(guardians, 'Inga.')}
<h2>Grupper</h2>${list(groups, 'Inga.')}
<p><a href="/sandbox">Allt i sandlådan</a></p>`;
  return { status: 200, body: page(fullName(person), body) };
}

export function campusGroupPage(state: CampusState, group: CampusGroup | undefined): CampusPage {
  if (!group) return { status: 404, body: page('Campus', '<h1>Ingen sådan grupp på campus</h1>') };
  const members = [...group.members]
    .map(([id, role]) => {
      const person = state.persons.get(id);
      return person ? `${personLink(person)} (${escapeHtml(role)})` : undefined;
    })
    .filter((m) => m !== undefined);
  const body = `<h1>${escapeHtml(group.name)}</h1>
<table>
<tr><th>Campus-id</th><td>${escapeHtml(group.campusId)}</td></tr>
<tr><th>Kansli-id</th><td>${escapeHtml(group.externalId)}</td></tr>
<tr><th>Kod</th><td>${escapeHtml(group.code ?? '')}</td></tr>
<tr><th>Enhet</th><td>${escapeHtml(group.unit)}</td></tr>
</table>
<h2>Medlemmar</h2>${list(members, 'Inga.')}
<p><a href="/sandbox">Allt i sandlådan</a></p>`;
  return { status: 200, body: page(group.name, body) };
}

export function campusStatePage(state: CampusState): CampusPage {
  const persons = [...state.persons.values()].map(
    (p) => `${personLink(p)} – ${escapeHtml(p.campusId)}, ${p.guardians.size} vårdnadshavare`,
  );
  const groups = [...state.groups.values()].map(
    (g) => `${groupLink(g)} – ${escapeHtml(g.campusId)}, ${g.members.size} medlemmar`,
  );
  const body = `<h1>Campus-sandlåda</h1>
<h2>Personer</h2>${list(persons, 'Inga personer publicerade ännu.')}
<h2>Grupper</h2>${list(groups, 'Inga grupper publicerade ännu.')}
${controlPanel('/sandbox/control')}`;
  return { status: 200, body: page('Campus-sandlåda', body) };
}
