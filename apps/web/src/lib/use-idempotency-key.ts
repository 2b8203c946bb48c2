import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a form's save: the same while the same body is sent again (a retry after a
 * lost answer creates nothing twice), a new one once the user changed what is sent (the server would
 * refuse a known key with another body).
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ key: string; body: string } | null>(null);
  return useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { key: crypto.randomUUID(), body: text };
    return last.current.key;
  }, []);
}
