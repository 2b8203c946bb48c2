import { useMemo, useRef } from 'react';
import { isApiError } from '@/lib/api-client.ts';

export interface ActionKeys {
  /** The Idempotency-Key of an action on one thing (`scope`): the same while the same body is retried. */
  keyFor(scope: string, body: unknown): string;
  /** Forgets the key once the server has answered for good (2xx or 4xx): a next try is a new action. */
  settle(scope: string, error?: unknown): void;
}

/**
 * Keys of the panel's POSTs, one per action and thing. A retry after a lost answer or a 5xx sends the
 * same key, so it creates nothing twice; after a definite answer the key is dropped, as the server
 * would replay that answer (a 409 before the customer existed, say) to the same key.
 */
export function useActionKeys(): ActionKeys {
  const keys = useRef(new Map<string, { key: string; body: string }>());
  return useMemo(
    () => ({
      keyFor(scope, body) {
        const text = JSON.stringify(body);
        const kept = keys.current.get(scope);
        if (kept?.body === text) return kept.key;
        const key = crypto.randomUUID();
        keys.current.set(scope, { key, body: text });
        return key;
      },
      settle(scope, error) {
        const answered =
          error === undefined || (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500);
        if (answered) keys.current.delete(scope);
      },
    }),
    [],
  );
}
