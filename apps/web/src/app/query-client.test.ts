import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../features/auth/api/get-session.ts';
import { api } from '../lib/api-client.ts';
import { useCurrentNotice } from '../lib/notice-store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../test/fetch-mock.ts';
import { createTestQueryClient } from '../test/render.tsx';

function watchNotice() {
  return renderHook(() => useCurrentNotice()).result;
}

describe('query client error reporting', () => {
  it('shows the generic error notice when a query fails', async () => {
    stubFetch(() => errorResponse(500, 'Databasen svarar inte'));
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
    stubFetch(() => errorResponse(409, 'Finns redan'));
    const notice = watchNotice();
    const queryClient = createTestQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => api.post('/api/persons', { name: 'Anna' }),
    });

    await act(() => mutation.execute(undefined).catch(() => {}));

    expect(notice.current?.message).toBe('ERROR 409: Finns redan');
  });

  it('stays quiet for a query with meta.silent', async () => {
    stubFetch(() => errorResponse(500, 'Databasen svarar inte'));
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
    stubFetch((url) => (url === '/api/a' ? errorResponse(401, 'Ingen session') : errorResponse(500, 'Fel')));
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
    const fetchMock = stubFetch((url) =>
      url === '/api/authenticate'
        ? jsonResponse(401, { error: { statusCode: 401, message: 'x' } })
        : errorResponse(401, 'Ingen session'),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueryKey, { givenName: 'Anna', familyName: 'Ek', ghostingAs: null });

    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['persons'], queryFn: () => api.get('/api/persons') })
        .catch(() => {}),
    );

    expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
