// The SMS card's texts: the spec's (part 2, 2) and the app's own beside them.

export const SMS_CARD_TITLE = 'SMS-utskick';
export const SHEET_LINK_LABEL = 'Spreadsheet länk';
export const MESSAGE_LABEL = 'Meddelande';
export const NO_SMS_PERMISSION = 'Du har inte behörighet att skicka SMS.';
export const NO_NUMBERS_TEXT = 'Kalkylarket har inga telefonnummer.';
export const DELIVERY_TITLE = 'Leveransstatus';

export const sentNotice = (count: number) => `SMSet har skickats till ${count} nummer.`;
/** The question before a send, which cannot be called back. */
export const confirmSendText = (count: number, cost: string) =>
  `Skicka SMS till ${count} nummer, beräknad kostnad ${cost}?`;
export const counterText = (length: number, max: number) => `${length} / ${max}`;
export const loadedText = (count: number) => `${count} nummer hämtade.`;
export const droppedText = (invalid: number, duplicates: number) =>
  [invalid > 0 && `${invalid} ogiltiga`, duplicates > 0 && `${duplicates} dubbletter`]
    .filter(Boolean)
    .join(' och ')
    .concat(' togs bort.');
const partsWord = (parts: number) => (parts === 1 ? 'del' : 'delar');
export const estimateText = (cost: string, count: number, parts: number) =>
  `Beräknad kostnad: ${cost} (${count} nummer × ${parts} ${partsWord(parts)} à 0,36 kr)`;
export const gatewayText = (parts: number, encoding: string) =>
  `SMS-operatören räknar ${parts} ${partsWord(parts)} per nummer (${encoding}).`;
