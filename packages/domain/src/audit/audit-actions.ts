// Every action and entity the audit records, with what it means in the Swedish of the screens. The log
// and 'Historik' show the texts, never the codes. recordAudit takes only these actions, and a test reads
// the server's code for every action it writes, so an action without a text here cannot be recorded.

export const AUDIT_ACTION_TEXTS = {
  create: 'Skapades',
  edit: 'Ändrades',
  'person.create': 'Skapades',
  'person.phone.save': 'Telefonnummer sparades',
  'person.phone.delete': 'Ett telefonnummer togs bort',
  'person.emails.save': 'E-postadresser sparades',
  'person.guardian.add': 'En vårdnadshavare kopplades',
  'person.guardian.remove': 'En vårdnadshavare togs bort',
  'person.role.add': 'En roll lades till',
  'person.role.remove': 'En roll togs bort',
  'person.publish': 'Publicerades',
  'person.publish.campus': 'Publicerades till campus',
  'person.setupemail': 'E-postkonto skapades',
  'person.flex.email': 'E-post skickades till Flex',
  'permission-add': 'En behörighet lades till',
  'permission-remove': 'En behörighet togs bort',
  'import.person.create': 'Skapades vid import',
  'import.person.update': 'Ändrades vid import',
  'import.person.role.end': 'En roll avslutades vid import',
  'import.group.create': 'Skapades vid import',
  'import.group.update': 'Ändrades vid import',
  'import.group.members': 'Medlemmarna ändrades vid import',
  'import.group.end': 'Avslutades vid import',
  'import.chromedevice.create': 'Skapades vid import',
  'import.chromedevice.update': 'Ändrades vid import',
  'import.chromedevice.missing': 'Saknades vid import',
  'ghost.start': 'Skuggning startade',
  'ghost.end': 'Skuggning avslutades',
  'preschool.export': 'Förskolestatistik exporterades',
  'chromebook.invoices.fetch': 'Ärenden hämtades från Freshservice',
  'chromebook.invoices.spreadsheet': 'Chromebook-fakturaunderlag exporterades till kalkylark',
  'chromebook.invoices.pdf': 'Chromebook-fakturaunderlag exporterades som PDF',
  'chromebook.invoice.register': 'Ärendet registrerades',
  'chromebook.invoice.customer': 'Kund skapades i Visma',
  'chromebook.invoice.send': 'Fakturan skickades till Visma',
  'chromebook.invoice.paid': 'Fakturan betalades',
  'chromebook.device.deprovision': 'Datorn frisläpptes',
  'group.activate': 'Gruppen aktiverades',
  'group.deactivate': 'Gruppen inaktiverades',
  'group.member.end': 'Ett medlemskap avslutades',
  'group.publish.campus': 'Publicerades till campus',
  'group.publish.google': 'Publicerades till Google',
  'publish.run.start': 'Publicering startades',
  'school.import.start': 'Import startades',
  'location.create': 'Enheten skapades',
  'location.update': 'Enheten ändrades',
  'location.end': 'Enheten avslutades',
  'location.reopen': 'Enheten öppnades igen',
  'segment.create': 'Segmentet skapades',
  'segment.update': 'Segmentet ändrades',
  'segment.delete': 'Segmentet togs bort',
  'flag.create': 'Flaggan skapades',
  'flag.update': 'Flaggan ändrades',
  'flag.delete': 'Flaggan togs bort',
  'catalogue.segment.add': 'Segmentet lades till i behörighetskatalogen',
  'catalogue.flag.add': 'Flaggan lades till i behörighetskatalogen',
  'catalogue.role.add': 'Rollen lades till',
  'catalogue.administrator.grant': 'Administratör fick katalogens flaggor',
  'integration.check': 'Integrationen testades',
  'integration.visma.connect': 'Visma kopplades',
  'preferences.save': 'Inställningarna sparades',
  'sms.send': 'Sms skickades',
  'studybuddy.subject.create': 'Ämnet skapades',
  'studybuddy.subject.update': 'Ämnet sparades',
  'studybuddy.subject.delete': 'Ämnet togs bort',
  'studybuddy.files.upload': 'Filer laddades upp',
  'studybuddy.files.delete': 'En fil togs bort',
  'audit.read': 'Loggen lästes',
  'database.browse': 'Databasen bläddrades',
  'database.edit': 'En ändring i databasen loggades',
} as const satisfies Record<string, string>;

export type TNamedAuditAction = keyof typeof AUDIT_ACTION_TEXTS;

export const GHOSTED_REQUEST_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A request made while ghosting is recorded as its method and route: 'GET /api/integration/person/:id'. */
export type TGhostedRequestAction = `${(typeof GHOSTED_REQUEST_METHODS)[number]} /${string}`;

/** Every action the audit table holds. */
export type TAuditAction = TNamedAuditAction | TGhostedRequestAction;

const GHOSTED_REQUEST = new RegExp(`^(${GHOSTED_REQUEST_METHODS.join('|')}) /`);

/** Said of an entry whose action this code does not know (one an older version recorded). */
export const UNKNOWN_ACTION_TEXT = 'Annan åtgärd';

export const isNamedAuditAction = (action: string): action is TNamedAuditAction =>
  Object.hasOwn(AUDIT_ACTION_TEXTS, action);

/** 'Publicerades till campus', 'Uppgifterna lästes under skuggning': what an action means, never its code. */
export function auditActionText(action: string): string {
  if (isNamedAuditAction(action)) return AUDIT_ACTION_TEXTS[action];
  const request = GHOSTED_REQUEST.exec(action);
  if (request) {
    return request[1] === 'GET' || request[1] === 'HEAD'
      ? 'Uppgifterna lästes under skuggning'
      : 'Uppgifterna ändrades under skuggning';
  }
  return UNKNOWN_ACTION_TEXT;
}

/** One choice of the log's action filter: a text once, with every action it names. */
export type TAuditActionChoice = { text: string; actions: TNamedAuditAction[] };

/** The log's action filter, each text once, in Swedish order. */
export const AUDIT_ACTION_CHOICES: readonly TAuditActionChoice[] = (() => {
  const byText = new Map<string, TNamedAuditAction[]>();
  for (const [action, text] of Object.entries(AUDIT_ACTION_TEXTS)) {
    byText.set(text, [...(byText.get(text) ?? []), action as TNamedAuditAction]);
  }
  return [...byText]
    .map(([text, actions]) => ({ text, actions }))
    .sort((a, b) => a.text.localeCompare(b.text, 'sv'));
})();

/** What each kind of entry is about. */
export const AUDIT_ENTITY_TEXTS = {
  person: 'Person',
  preschool_child: 'Barn',
  preschool_guardian: 'Vårdnadshavare',
  grant: 'Behörighet',
  role: 'Roll',
  auth_segment: 'Segment',
  auth_flag: 'Flagga',
  location: 'Enhet',
  group: 'Grupp',
  chrome_device: 'Dator',
  chromebook_invoice: 'Chromebook-faktura',
  spreadsheet: 'Kalkylark',
  xlsx: 'Excelfil',
  integration: 'Integration',
  sms_send: 'Sms-utskick',
  studybuddy_subject: 'Ämne',
  studybuddy_file: 'Fil',
  user_preferences: 'Inställningar',
  audit_events: 'Loggen',
  request: 'Begäran',
} as const satisfies Record<string, string>;

export type TAuditEntity = keyof typeof AUDIT_ENTITY_TEXTS;

/** 'Barn', 'Grupp'; 'Annat' for an entity this code does not know. */
export const auditEntityText = (entity: string): string =>
  Object.hasOwn(AUDIT_ENTITY_TEXTS, entity) ? AUDIT_ENTITY_TEXTS[entity as TAuditEntity] : 'Annat';
