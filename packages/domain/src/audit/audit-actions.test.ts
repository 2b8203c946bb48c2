import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_TEXTS,
  auditActionText,
  auditEntityText,
  UNKNOWN_ACTION_TEXT,
} from './audit-actions.ts';

describe('an audit action in words', () => {
  it.each([
    ['group.publish.campus', 'Publicerades till campus'],
    ['create', 'Skapades'],
    ['edit', 'Ändrades'],
    ['person.phone.save', 'Telefonnummer sparades'],
    ['GET /api/integration/person/:id', 'Uppgifterna lästes under skuggning'],
    ['POST /api/persons/savePhoneNumber', 'Uppgifterna ändrades under skuggning'],
    ['no.such.action', UNKNOWN_ACTION_TEXT],
    ['toString', UNKNOWN_ACTION_TEXT],
  ])('says what %s means', (action, text) => {
    expect(auditActionText(action)).toBe(text);
  });

  it('never says a code: every text is a Swedish sentence beginning with a capital', () => {
    for (const [action, text] of Object.entries(AUDIT_ACTION_TEXTS)) {
      expect(text, action).not.toBe(action);
      expect(text, action).toMatch(/^[A-ZÅÄÖ]/);
      expect(text, action).not.toMatch(/[._/]/);
    }
  });

  it('names the entity in Swedish', () => {
    expect(auditEntityText('preschool_child')).toBe('Barn');
    expect(auditEntityText('preschool_guardian')).toBe('Vårdnadshavare');
    expect(auditEntityText('constructor')).toBe('Annat');
  });
});
