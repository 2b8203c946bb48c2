import {
  SHEET_URL_MESSAGE,
  type TSendTextMessage,
  type TSmsSend,
} from '@kansli/domain/communication/sms-send';
import { SMS_SEND_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The SMS card's API for component tests (spec part 2, 7 'SMS'): two shared sheets, and sends whose
// numbers move on a step each time they are asked for (pending → sent → delivered, or failed for a
// number ending in 13).

export const CLASS_SHEET = 'https://docs.google.com/spreadsheets/d/klass-7a/edit';
export const EMPTY_SHEET = 'https://docs.google.com/spreadsheets/d/tomt/edit';

export type CommunicationState = {
  sheets: Record<string, { data: string[]; invalid: number; duplicates: number }>;
  sends: (TSmsSend & { sendId: string | undefined })[];
  /** The bodies of POST sendTextMessage, in order. */
  posted: TSendTextMessage[];
};

export function communicationState(): CommunicationState {
  return {
    sheets: {
      [CLASS_SHEET]: { data: ['+46701740605', '+46701740606', '+46701740613'], invalid: 2, duplicates: 1 },
      [EMPTY_SHEET]: { data: [], invalid: 0, duplicates: 0 },
    },
    sends: [],
    posted: [],
  };
}

const sheetIdOf = (url: string) => /\/spreadsheets\/d\/([^/]+)/.exec(url)?.[1];

function advance(send: TSmsSend) {
  for (const message of send.messages) {
    if (message.status === 'pending') message.status = 'sent';
    else if (message.status === 'sent')
      message.status = message.number.endsWith('13') ? 'failed' : 'delivered';
  }
  send.status = 'done';
  send.counts = { pending: 0, sending: 0, sent: 0, delivered: 0, failed: 0, unknown: 0 };
  for (const message of send.messages) send.counts[message.status] += 1;
}

export function communicationHandlers(state: CommunicationState = communicationState()) {
  return [
    http.get('/api/communication/extractDataFromSheetUrl', ({ request }) => {
      const sheetUrl = new URL(request.url).searchParams.get('sheetUrl') ?? '';
      if (!sheetIdOf(sheetUrl)) return apiError(400, SHEET_URL_MESSAGE);
      const sheet = state.sheets[sheetUrl];
      if (!sheet) return apiError(404, 'Kalkylarket finns inte eller är inte delat med Kansli');
      return HttpResponse.json({ success: true, ...sheet });
    }),
    http.post('/api/communication/sendTextMessage', async ({ request }) => {
      const body = (await request.json()) as TSendTextMessage;
      state.posted.push(body);
      const earlier = state.sends.find((send) => send.sendId !== undefined && send.sendId === body.sendId);
      if (earlier) return HttpResponse.json(earlier);
      const numbers = state.sheets[body.sheetUrl]?.data ?? [];
      const send = {
        success: true as const,
        sendId: body.sendId,
        id: state.sends.length + 1,
        status: 'queued' as const,
        total: numbers.length,
        counts: { pending: numbers.length, sending: 0, sent: 0, delivered: 0, failed: 0, unknown: 0 },
        messages: numbers.map((number) => ({ number, status: 'pending' as const, parts: 1 })),
        createdAt: '2026-11-24T10:00:00.000Z',
        finishedAt: null,
      };
      state.sends.push(send);
      return HttpResponse.json(send);
    }),
    http.get('/api/communication/sms/:id', ({ params }) => {
      const send = state.sends.find((candidate) => String(candidate.id) === params.id);
      if (!send) return apiError(404, SMS_SEND_NOT_FOUND_MESSAGE);
      advance(send);
      return HttpResponse.json(send);
    }),
  ];
}
