import { isFinalSmsStatus, type TSmsSend } from '@kansli/domain/communication/sms-send';
import { type Query, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { communicationQueryKeys } from './query-keys.ts';

/** How often a send is asked again while numbers wait for their outcome. */
export const SMS_POLL_MS = 1500;

/** GET /api/communication/sms/{id}: the send, number by number. */
export function getSmsSend(sendId: number, signal?: AbortSignal): Promise<TSmsSend> {
  return api.get<TSmsSend>(`/api/communication/sms/${sendId}`, { signal });
}

/** Whether every number has its outcome (delivered, failed, or unknown). */
export const isSmsSendSettled = (send: TSmsSend) =>
  send.status === 'done' && send.messages.every((message) => isFinalSmsStatus(message.status));

export function smsSendQueryOptions(sendId: number) {
  return queryOptions({
    queryKey: communicationQueryKeys.smsSend(sendId),
    queryFn: ({ signal }) => getSmsSend(sendId, signal),
    refetchInterval: (query: Query<TSmsSend>) =>
      query.state.status === 'error' || (query.state.data && isSmsSendSettled(query.state.data))
        ? false
        : SMS_POLL_MS,
    meta: { silentStatuses: [401] },
  });
}

export function useSmsSend(sendId: number | null) {
  return useQuery({ ...smsSendQueryOptions(sendId ?? 0), enabled: sendId !== null });
}
