import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authQueryKeys } from '../features/auth/api/query-keys.ts';
import { api } from '../lib/api-client.ts';
import { useCurrentNotice } from '../lib/notice-store.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { apiError, pathOf, recordRequests, server } from '../test/server.ts';

function watchNotice() {
  return renderHook(() => useCurrentNotice()).result;
}

describe('query client error reporting', () => {
  it('shows the generic error notice when a query fails', async () => {
    server.use(http.get('/api/persons', () => apiError(500, 'Databasen svarar inte')));
    const notice = watchNotice();
    const queryClient = createTestQueryClient();

    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['persons'], queryFn: () => api.get('/api/persons') })
        .catch(() => {}),
    );

    expect(notice.current?.message).toBe('ERROR 500: Databasen svarar inte');
  });

  it('shows the generic error notice when a mutation fails', async () => {
    server.use(http.post('/api/persons', () => apiError(409, 'Finns redan')));
    const notice = watchNotice();
    const queryClient = createTestQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => api.post('/api/persons', { name: 'Anna' }),
    });

    await act(() => mutation.execute(undefined).catch(() => {}));

    expect(notice.current?.message).toBe('ERROR 409: Finns redan');
  });

  it('stays quiet for a query with meta.silent', async () => {
    server.use(http.get('/api/x', () => apiError(500, 'Databasen svarar inte')));
    const notice = watchNotice();
    const queryClient = createTestQueryClient();

    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['x'], queryFn: () => api.get('/api/x'), meta: { silent: true } })
        .catch(() => {}),
    );

    expect(notice.current).toBeUndefined();
  });

  it('stays quiet only for the status codes in meta.silentStatuses', async () => {
    server.use(
      http.get('/api/a', () => apiError(401, 'Ingen session')),
      http.get('/api/b', () => apiError(500, 'Fel')),
    );
    const notice = watchNotice();
    const queryClient = createTestQueryClient();
    const meta = { silentStatuses: [401] };

    await act(() =>
      queryClient.fetchQuery({ queryKey: ['a'], queryFn: () => api.get('/api/a'), meta }).catch(() => {}),
    );
    expect(notice.current).toBeUndefined();

    await act(() =>
      queryClient.fetchQuery({ queryKey: ['b'], queryFn: () => api.get('/api/b'), meta }).catch(() => {}),
    );
    expect(notice.current?.message).toBe('ERROR 500: Fel');
  });

  it('checks the session again when a query answers 401', async () => {
    server.use(
      http.get('/api/persons', () => apiError(401, 'Ingen session')),
      http.get('/api/authenticate', () => apiError(401, 'x')),
    );
    const requests = recordRequests();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(authQueryKeys.session, {
      givenName: 'Anna',
      familyName: 'Ek',
      ghostingAs: null,
    });

    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['persons'], queryFn: () => api.get('/api/persons') })
        .catch(() => {}),
    );

    expect(queryClient.getQueryState(authQueryKeys.session)?.isInvalidated).toBe(true);
    expect(requests.map(pathOf)).toEqual(['/api/persons']);
  });
});
