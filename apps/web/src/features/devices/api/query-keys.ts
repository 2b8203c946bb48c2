// The device area's query keys: the searches and one device by its id.
export const deviceQueryKeys = {
  all: ['devices'],
  search: (search: string) => ['devices', 'search', search] as const,
  device: (deviceId: string) => ['devices', 'device', deviceId] as const,
} as const;
