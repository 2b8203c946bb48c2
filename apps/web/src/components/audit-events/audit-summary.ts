import type { TAuditEvent } from '@kansli/domain/audit/audit-log';

// What an audit entry means, in the Swedish of the screens: the log and 'Historik' show it beside the
// action's own code, which stays for those who search by it.

const ACTION_TEXTS: Record<string, string> = {
  create: 'Skapades',
  edit: 'Ändrades',
  'person.phone.save': 'Telefonnummer sparades',
  'person.phone.delete': 'Ett telefonnummer togs bort',
  'person.emails.save': 'E-postadresser sparades',
  'person.guardian.add': 'En vårdnadshavare kopplades',
  'person.guardian.remove': 'En vårdnadshavare togs bort',
  'person.role.add': 'En roll lades till',
  'person.role.remove': 'En roll togs bort',
  'person.publish': 'Publicerades',
  'person.publish.campus': 'Publicerades på campusplattformen',
  'person.setupemail': 'E-postkonto sattes upp',
  'person.flex.email': 'E-post skickades till Flex',
  'permission-add': 'En behörighet lades till',
  'permission-remove': 'En behörighet togs bort',
  'import.person.create': 'Skapades vid import',
  'import.person.update': 'Ändrades vid import',
  'import.person.role.end': 'En roll avslutades vid import',
  'ghost.start': 'Skuggning startade',
  'ghost.end': 'Skuggning avslutades',
  'preschool.export': 'Förskolestatistik exporterades',
  'chromebook.invoices.spreadsheet': 'Chromebook-fakturaunderlag exporterades till kalkylark',
  'chromebook.invoices.pdf': 'Chromebook-fakturaunderlag exporterades som PDF',
  'audit.read': 'Loggen lästes',
  'database.browse': 'Databasen bläddrades',
  'database.edit': 'En ändring i databasen loggades',
};

/** A request made while ghosting is recorded as its method and route: 'GET /api/integration/person/:id'. */
const GHOSTED_REQUEST = /^(GET|HEAD|POST|PUT|PATCH|DELETE) \//;

/** 'Uppgifterna lästes under skuggning', 'Telefonnummer sparades', or the action itself when unknown. */
export function auditSummaryOf(event: Pick<TAuditEvent, 'action'>): string {
  const known = ACTION_TEXTS[event.action];
  if (known) return known;
  const request = GHOSTED_REQUEST.exec(event.action);
  if (request) {
    return request[1] === 'GET' || request[1] === 'HEAD'
      ? 'Uppgifterna lästes under skuggning'
      : 'Uppgifterna ändrades under skuggning';
  }
  return event.action;
}

/** 'Astrid Lindqvist som Jonas Berg', 'Astrid Lindqvist', or 'Systemet' for an import or a job. */
export function auditActorOf(event: Pick<TAuditEvent, 'actor' | 'ghostAs'>): string {
  if (!event.actor) return 'Systemet';
  return event.ghostAs ? `${event.actor.name} som ${event.ghostAs.name}` : event.actor.name;
}

/** 'person 42', or the entity alone when the entry names no row. */
export function auditEntityOf(event: Pick<TAuditEvent, 'entity' | 'entityId'>): string {
  return event.entityId === null ? event.entity : `${event.entity} ${event.entityId}`;
}

const auditTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** '2026-11-24 09:00:05' in Stockholm: the log is read to the second. */
export function auditTimeOf(at: string): string {
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? at : auditTime.format(instant);
}

/** Before or after as indented JSON; 'Inget' where there is none. */
export function auditJsonOf(value: unknown): string {
  return value === null || value === undefined ? 'Inget' : JSON.stringify(value, null, 2);
}
