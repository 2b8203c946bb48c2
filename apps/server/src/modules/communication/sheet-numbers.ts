import { type ExtractedNumbers, extractNumbers } from '@kansli/domain/communication/sms';
import {
  SHEET_URL_MESSAGE,
  SMS_MAX_NUMBERS,
  spreadsheetIdOf,
  type TExtractedNumbers,
} from '@kansli/domain/communication/sms-send';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { HttpError } from '../../http/errors.ts';
import { IntegrationError } from '../../integrations/http.ts';

// The numbers of a shared sheet (spec part 2, 7 'SMS'): every cell of its first sheet, read unformatted
// so a number keeps its digits, made E.164; what is no number or came before is counted and dropped.

export const SHEETS_NOT_SET_UP =
  'Google Kalkylark är inte konfigurerat. Be driften ange ett Google-tjänstkonto (GOOGLE_SERVICE_ACCOUNT_KEY_FILE).';
export const SHEET_NOT_FOUND = 'Kalkylarket finns inte eller är inte delat med Kansli';

/** The first sheet's columns A to Z, which holds any list of numbers a person keeps by hand. */
const FIRST_SHEET = 'A:Z';

export async function numbersOfSheet(ctx: RequestContext, sheetUrl: string): Promise<ExtractedNumbers> {
  const sheets = ctx.integrations.sheets;
  if (!sheets) throw new HttpError(503, SHEETS_NOT_SET_UP);
  const spreadsheetId = spreadsheetIdOf(sheetUrl);
  if (!spreadsheetId) throw new HttpError(400, SHEET_URL_MESSAGE);
  const rows = await sheets.readValues(spreadsheetId, FIRST_SHEET).catch((error: unknown) => {
    if (error instanceof IntegrationError && (error.status === 403 || error.status === 404)) {
      throw new HttpError(404, SHEET_NOT_FOUND);
    }
    throw error;
  });
  const extracted = extractNumbers(rows);
  if (extracted.numbers.length > SMS_MAX_NUMBERS) {
    throw new HttpError(
      400,
      `Kalkylarket har fler än ${SMS_MAX_NUMBERS} nummer. Dela upp numren på flera kalkylark och skicka ett i taget.`,
    );
  }
  return extracted;
}

/** GET /api/communication/extractDataFromSheetUrl. */
export async function extractDataFromSheetUrl(
  ctx: RequestContext,
  sheetUrl: string,
): Promise<TExtractedNumbers> {
  await requireFlag(ctx, 'communication', 'SMSSEND');
  const { numbers, invalid, duplicates } = await numbersOfSheet(ctx, sheetUrl);
  return { success: true, data: numbers, invalid, duplicates };
}
