import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, pathOf, recordRequests, server } from '../test/server.ts';
import { ApiError, api, errorNoticeText, GHOST_AS_STORAGE_KEY } from './api-client.ts';

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('api client', () => {
  it('sends credentials and the CSRF header, and returns the JSON body', async () => {
    server.use(http.get('/api/authenticate', () => HttpResponse.json({ givenName: 'Anna' })));
    const requests = recordRequests();

    await expect(api.get('/api/authenticate')).resolves.toEqual({ givenName: 'Anna' });

    expect(requests.map(pathOf)).toEqual(['/api/authenticate']);
    const [request] = requests;
    expect(request?.credentials).toBe('include');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('X-Requested-With')).toBe('kansli');
  });

  it('sends the CSRF header and a JSON body on POST', async () => {
    server.use(http.post('/api/permissions/add', () => HttpResponse.json({ ok: true })));
    const requests = recordRequests();

    await api.post('/api/permissions/add', { segment: 'preschool', flag: 1 });

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('X-Requested-With')).toBe('kansli');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.text()).toBe('{"segment":"preschool","flag":1}');
  });

  it('gives each POST an Idempotency-Key of its own, or the one the caller holds', async () => {
    server.use(http.post('/api/preschool/4101/person', () => HttpResponse.json({ id: 1, search: '' })));
    const requests = recordRequests();

    await api.post('/api/preschool/4101/person', {});
    await api.post('/api/preschool/4101/person', {});
    await api.post('/api/preschool/4101/person', {}, { idempotencyKey: 'form-17' });
    await api.post('/api/preschool/4101/person', {}, { idempotencyKey: 'form-17' });

    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['form-17', 'form-17']);
  });

  it('appends ghost_as to every call while a ghosted person id is stored', async () => {
    server.use(
      http.get('/api/persons', () => HttpResponse.json([])),
      http.delete('/api/authenticate', () => new HttpResponse(null, { status: 204 })),
    );
    const requests = recordRequests();
    window.localStorage.setItem(GHOST_AS_STORAGE_KEY, '4711');

    await api.get('/api/persons', { query: { search: 'Ek', page: 2, unit: undefined } });
    await api.delete('/api/authenticate');

    expect(requests.map(pathOf)).toEqual([
      '/api/persons?search=Ek&page=2&ghost_as=4711',
      '/api/authenticate?ghost_as=4711',
    ]);
  });

  it('leaves ghost_as out when no person is ghosted', async () => {
    server.use(http.get('/api/persons', () => HttpResponse.json([])));
    const requests = recordRequests();

    await api.get('/api/persons?search=Ek');

    expect(requests.map(pathOf)).toEqual(['/api/persons?search=Ek']);
  });

  it('returns undefined for an empty answer such as 204', async () => {
    server.use(http.delete('/api/authenticate', () => new HttpResponse(null, { status: 204 })));

    await expect(api.delete('/api/authenticate')).resolves.toBeUndefined();
  });

  it("turns the server's error object into an ApiError with the notice text 'ERROR 500: …'", async () => {
    server.use(http.get('/api/persons', () => apiError(500, 'Databasen svarar inte')));

    const error = await failureOf(api.get('/api/persons'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 500, message: 'Databasen svarar inte', fromErrorBody: true });
    expect(errorNoticeText(error)).toBe('ERROR 500: Databasen svarar inte');
  });

  it('turns a failure without an error object into the plain error message', async () => {
    server.use(
      http.post(
        '/api/sms/send',
        () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );

    const error = await failureOf(api.post('/api/sms/send', { text: 'Hej' }));

    expect(error).toMatchObject({ statusCode: 502, fromErrorBody: false });
    expect(errorNoticeText(error)).toBe('POST /api/sms/send misslyckades: 502 Bad Gateway');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(http.get('/api/persons', () => HttpResponse.error()));

    const error = await failureOf(api.get('/api/persons'));

    expect(error).toMatchObject({ statusCode: 0, fromErrorBody: false });
    expect(errorNoticeText(error)).toBe('GET /api/persons misslyckades: servern svarar inte');
  });

  it('shows any other error by its message', () => {
    expect(errorNoticeText(new Error('Något oväntat'))).toBe('Något oväntat');
  });
});
