import type { TExtractedNumbers } from '@kansli/domain/communication/sms-send';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type ExtractedNumbers = TExtractedNumbers;

/** GET /api/communication/extractDataFromSheetUrl: the numbers of the sheet's first tab, as E.164, each once. */
export function extractNumbers(sheetUrl: string): Promise<ExtractedNumbers> {
  return api.get<ExtractedNumbers>('/api/communication/extractDataFromSheetUrl', { query: { sheetUrl } });
}

/** Read when 'Hämta' is pressed, not as the link is typed; a failure is the app's notice. */
export function useExtractNumbers() {
  return useMutation({ mutationFn: extractNumbers });
}
