// The answers a screen can meet when the user lacks a right or what the request names is gone: in
// Swedish, saying what happened and what to do. Never a name or a civic number, which error bodies
// must not carry.

/** 403: the user lacks the flag; its name tells an administrator what to grant. */
export const noAccessMessage = (segment: string, flag: string) =>
  `Du har inte behörighet till det här. Be en administratör om åtkomst (behörighet ${segment} ${flag}).`;

/** 403: changing permissions while acting as someone else. */
export const PERMISSIONS_WHILE_GHOSTING_MESSAGE =
  'Behörigheter kan inte ändras medan du skuggar någon. Avsluta skuggningen först.';

export const GHOSTING_NOT_ALLOWED_MESSAGE = `Du har inte behörighet att skugga andra. Be en administratör om åtkomst (behörighet support GHOST).`;
export const GHOSTED_PERSON_NOT_FOUND_MESSAGE = 'Personen du vill skugga finns inte. Sök fram personen igen.';

// 404s: what the page showed has been removed since, or its link is wrong; a reload shows what is.
export const PERSON_NOT_FOUND_MESSAGE =
  'Personen finns inte. Den kan ha tagits bort; ladda om sidan och sök fram personen igen.';
export const GUARDIAN_NOT_FOUND_MESSAGE =
  'Vårdnadshavaren finns inte. Den kan ha tagits bort; ladda om sidan och försök igen.';
export const CHILD_NOT_AT_UNIT_MESSAGE =
  'Barnet finns inte på den här förskolan. Ladda om sidan och välj barnet igen.';
export const GUARDIAN_NOT_AT_UNIT_MESSAGE =
  'Vårdnadshavaren finns inte på den här förskolan. Ladda om sidan och välj vårdnadshavaren igen.';
export const INVOICE_NOT_AT_UNIT_MESSAGE =
  'Fakturan finns inte på den här förskolan. Den kan ha tagits bort; ladda om sidan och försök igen.';
export const UNIT_NOT_FOUND_MESSAGE = 'Enheten finns inte. Ladda om sidan och välj enheten igen.';
export const ROLE_NOT_FOUND_MESSAGE =
  'Rollen finns inte. Den kan ha tagits bort; ladda om sidan och försök igen.';
export const SEGMENT_NOT_FOUND_MESSAGE =
  'Segmentet finns inte. Det kan ha tagits bort; ladda om sidan och försök igen.';
export const FLAG_NOT_FOUND_MESSAGE =
  'Behörigheten finns inte. Den kan ha tagits bort; ladda om sidan och försök igen.';
export const SUBJECT_NOT_FOUND_MESSAGE =
  'Ämnet finns inte. Det kan ha tagits bort; ladda om sidan och försök igen.';
export const FILE_NOT_FOUND_MESSAGE =
  'Filen finns inte. Den kan ha tagits bort; ladda om sidan och försök igen.';
export const GROUP_NOT_FOUND_MESSAGE =
  'Gruppen finns inte. Den kan ha tagits bort; ladda om sidan och försök igen.';
export const PHONE_NUMBER_NOT_FOUND_MESSAGE =
  'Telefonnumret finns inte längre. Ladda om sidan och försök igen.';

export const preschoolNotFoundMessage = (costCenter: string) =>
  `Det finns ingen förskola med kostnadsställe ${costCenter}. Välj förskolan igen i menyn.`;
export const GROUP_MEMBER_NOT_FOUND_MESSAGE =
  'Personen är inte längre medlem i gruppen. Ladda om sidan och försök igen.';
export const DEVICE_NOT_FOUND_MESSAGE = 'Datorn finns inte i Kansli. Sök fram den igen.';
export const SMS_SEND_NOT_FOUND_MESSAGE =
  'Utskicket finns inte. Ladda om sidan och öppna det igen från listan.';
export const OUTSIDE_SYSTEM_NOT_FOUND_MESSAGE =
  'Kansli känner inte till det systemet. Ladda om sidan och välj ett system i listan.';
export const PUBLISH_RUN_NOT_FOUND_MESSAGE =
  'Publiceringen finns inte längre. Ladda om sidan och starta den igen om det behövs.';

/** 404: the unit has no export from the school system in the storage bucket. */
export const noExportFilesMessage = (system: string) =>
  `Inga exportfiler från ${system} för enheten ännu. Be driften kontrollera att ${system} exporterar enheten.`;
