import { useSyncExternalStore } from 'react';

export type Notice = { id: number; message: string };

// Notices show one at a time; the rest wait their turn.
let queue: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a message in the notice bar (spec 8: 10 seconds, OK button). */
export function showNotice(message: string): void {
  // Several calls failing for the same reason should not stack identical notices.
  if (queue.some((notice) => notice.message === message)) return;
  queue = [...queue, { id: nextId++, message }];
  emit();
}

export function dismissNotice(id: number): void {
  queue = queue.filter((notice) => notice.id !== id);
  emit();
}

export function clearNotices(): void {
  queue = [];
  emit();
}

/** The notice on screen now, if any. */
export function useCurrentNotice(): Notice | undefined {
  return useSyncExternalStore(subscribe, () => queue[0]);
}
