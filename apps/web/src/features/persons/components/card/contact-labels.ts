import type { PhoneType } from '@kansli/domain/persons/person-card';

// How the card names the types of e-mail addresses and phone numbers (spec 9: Hem, Arbete, Mobil).

export const PHONE_TYPE_LABELS: Record<PhoneType, string> = { home: 'Hem', work: 'Arbete', mobile: 'Mobil' };

/** The e-mail types the demo and the school systems use; another type is shown as it is. */
export const EMAIL_TYPE_LABELS: Record<string, string> = {
  work: 'Arbete',
  private: 'Privat',
  student: 'Elev',
};

export function emailTypeLabel(type: string): string {
  return EMAIL_TYPE_LABELS[type] ?? type;
}
