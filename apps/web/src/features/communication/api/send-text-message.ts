import type { TSendTextMessage, TSmsSend } from '@kansli/domain/communication/sms-send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { communicationQueryKeys } from './query-keys.ts';

export type SmsSend = TSmsSend;

/**
 * POST /api/communication/sendTextMessage. The card's `sendId` keys the send, so a second press or a
 * retry after a lost answer is the same send; the same key goes as the request's idempotency key.
 */
export function sendTextMessage(body: TSendTextMessage): Promise<SmsSend> {
  return api.post<SmsSend>('/api/communication/sendTextMessage', body, { idempotencyKey: body.sendId });
}

export function useSendTextMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTextMessage,
    onSuccess: (send) => queryClient.setQueryData(communicationQueryKeys.smsSend(send.id), send),
  });
}
