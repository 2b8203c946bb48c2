/** The navigation state of the app's start page, where a guard that denies goes on to the dashboard. */
export const fromStartPage = { fromStartPage: true } as const;

export function isFromStartPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromStartPage' in state;
}
