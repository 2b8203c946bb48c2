import { z } from 'zod';
import { ZIdParam } from '../http/id.ts';
import { SMS_MAX_LENGTH, smsLength } from './sms.ts';

// The SMS card's calls (spec part 2, 7 'SMS'): the numbers of a shared sheet, and a send of one text to
// them, followed number by number as the gateway reports delivery.

export const SMS_MAX_NUMBERS = 2000;
export const SHEET_URL_MESSAGE =
  'Länken går inte till ett kalkylark i Google Kalkylark. Kopiera länken från kalkylarkets adressfält och klistra in den här.';
export const SMS_MESSAGE_REQUIRED = 'Skriv ett meddelande innan du skickar.';

/** The spreadsheet's id in a shared link: the path segment after /d/. */
export function spreadsheetIdOf(sheetUrl: string): string | null {
  try {
    const url = new URL(sheetUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return /^\/spreadsheets\/d\/([A-Za-z0-9_-]{1,200})(\/|$)/.exec(url.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

const ZSheetUrl = z
  .string({ error: SHEET_URL_MESSAGE })
  .trim()
  .max(2000)
  .refine((url) => spreadsheetIdOf(url) !== null, SHEET_URL_MESSAGE);

/** GET /api/communication/extractDataFromSheetUrl?sheetUrl= */
export const ZExtractQuery = z.object({ sheetUrl: ZSheetUrl });

/** The numbers as E.164, each once; what was passed over is counted. */
export const ZExtractedNumbers = z.object({
  success: z.literal(true),
  data: z.array(z.string()),
  invalid: z.number().int(),
  duplicates: z.number().int(),
});
export type TExtractedNumbers = z.infer<typeof ZExtractedNumbers>;

/**
 * POST /api/communication/sendTextMessage. `sendId`, made by the card when it loads the numbers, keys
 * the send: asked again (a second click, a lost answer) it answers the first send.
 */
export const ZSendTextMessage = z.object({
  sheetUrl: ZSheetUrl,
  message: z
    .string({ error: SMS_MESSAGE_REQUIRED })
    .refine((text) => text.trim() !== '', SMS_MESSAGE_REQUIRED)
    .refine(
      (text) => smsLength(text) <= SMS_MAX_LENGTH,
      `Meddelandet får vara högst ${SMS_MAX_LENGTH} tecken. Korta det och försök igen.`,
    ),
  sendId: z.uuid().optional(),
});
export type TSendTextMessage = z.infer<typeof ZSendTextMessage>;

export const SMS_MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'failed', 'unknown'] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

/** Swedish words of a number's state on the card. */
export const SMS_MESSAGE_STATUS_LABELS: Record<SmsMessageStatus, string> = {
  pending: 'Väntar',
  sending: 'Skickas',
  sent: 'Skickat',
  delivered: 'Levererat',
  failed: 'Misslyckades',
  unknown: 'Okänt',
};

export const ZSmsSendParams = z.object({ id: ZIdParam });

export const ZSmsSend = z.object({
  success: z.literal(true),
  id: z.number().int(),
  status: z.enum(['queued', 'sending', 'done']),
  /** How many numbers the text goes to. */
  total: z.number().int(),
  counts: z.record(z.enum(SMS_MESSAGE_STATUSES), z.number().int()),
  messages: z.array(
    z.object({
      number: z.string(),
      status: z.enum(SMS_MESSAGE_STATUSES),
      parts: z.number().int().nullable(),
    }),
  ),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TSmsSend = z.infer<typeof ZSmsSend>;

/** A number's state is final once delivered, failed or unknown (sent but its answer lost). */
export const isFinalSmsStatus = (status: SmsMessageStatus) =>
  status === 'delivered' || status === 'failed' || status === 'unknown';
