import { auditActionText, auditEntityText } from '@kansli/domain/audit/audit-actions';
import type { TAuditEvent } from '@kansli/domain/audit/audit-log';

// An audit entry in the Swedish of the screens: what was done (never the action's code), by whom, and
// whom it concerns.

/** 'Publicerades till campus', 'Uppgifterna lästes under skuggning'. */
export const auditSummaryOf = (event: Pick<TAuditEvent, 'action'>): string => auditActionText(event.action);

/** 'Astrid Lindqvist som Jonas Berg', 'Astrid Lindqvist', or 'Systemet' for an import or a job. */
export function auditActorOf(event: Pick<TAuditEvent, 'actor' | 'ghostAs'>): string {
  if (!event.actor) return 'Systemet';
  return event.ghostAs ? `${event.actor.name} som ${event.ghostAs.name}` : event.actor.name;
}

/**
 * Whom or what the entry concerns: 'Barn: Elsa Berg' by name where the reader may see them, else the
 * kind and its id ('Barn 506', 'Grupp 12'), or the kind alone.
 */
export function auditEntityOf(event: Pick<TAuditEvent, 'entity' | 'entityId' | 'subjectName'>): string {
  const kind = auditEntityText(event.entity);
  if (event.subjectName) return `${kind}: ${event.subjectName}`;
  return event.entityId === null ? kind : `${kind} ${event.entityId}`;
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
