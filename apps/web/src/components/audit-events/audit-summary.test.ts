import { describe, expect, it } from 'vitest';
import { auditActorOf, auditEntityOf, auditJsonOf, auditSummaryOf, auditTimeOf } from './audit-summary.ts';

describe('the audit entry in words', () => {
  it.each([
    ['person.phone.save', 'Telefonnummer sparades'],
    ['edit', 'Ändrades'],
    ['preschool.export', 'Förskolestatistik exporterades'],
    ['GET /api/integration/person/:id', 'Uppgifterna lästes under skuggning'],
    ['POST /api/persons/savePhoneNumber', 'Uppgifterna ändrades under skuggning'],
    ['group.publish.campus', 'Publicerades till campus'],
    ['sms.send', 'Sms skickades'],
    ['an.action.since.removed', 'Annan åtgärd'],
  ])('says what %s means', (action, text) => {
    expect(auditSummaryOf({ action })).toBe(text);
  });

  it('names who acted, as whom while ghosting, and the background as Systemet', () => {
    const astrid = { id: 1, name: 'Astrid Lindqvist' };
    const jonas = { id: 2, name: 'Jonas Berg' };
    expect(auditActorOf({ actor: astrid, ghostAs: null })).toBe('Astrid Lindqvist');
    expect(auditActorOf({ actor: astrid, ghostAs: jonas })).toBe('Astrid Lindqvist som Jonas Berg');
    expect(auditActorOf({ actor: null, ghostAs: null })).toBe('Systemet');
  });

  it('names whom an entry concerns where the reader may see them, else the kind in Swedish and its id', () => {
    expect(auditEntityOf({ entity: 'preschool_child', entityId: '506', subjectName: 'Elsa Berg' })).toBe(
      'Barn: Elsa Berg',
    );
    expect(auditEntityOf({ entity: 'preschool_child', entityId: '506', subjectName: null })).toBe('Barn 506');
    expect(auditEntityOf({ entity: 'request', entityId: null, subjectName: null })).toBe('Begäran');
  });

  it('shows the time in Stockholm to the second, and JSON indented', () => {
    expect(auditTimeOf('2026-07-01T10:00:05Z')).toBe('2026-07-01 12:00:05');
    expect(auditTimeOf('2026-11-24T08:00:00Z')).toBe('2026-11-24 09:00:00');
    expect(auditJsonOf({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(auditJsonOf(null)).toBe('Inget');
  });
});
