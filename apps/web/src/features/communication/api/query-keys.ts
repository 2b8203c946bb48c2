// The SMS card's query keys: a send followed until every number has its outcome.
export const communicationQueryKeys = {
  smsSend: (sendId: number) => ['communication', 'sms', sendId] as const,
} as const;
