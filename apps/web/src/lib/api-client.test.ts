import { describe, expect, it } from 'vitest';
import { errorResponse, headersOf, jsonResponse, stubFetch } from '../test/fetch-mock.ts';
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
    const fetchMock = stubFetch(() => jsonResponse(200, { givenName: 'Anna' }));

    await expect(api.get('/api/authenticate')).resolves.toEqual({ givenName: 'Anna' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/authenticate');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(headersOf(init).get('X-Requested-With')).toBe('kansli');
  });

  it('sends the CSRF header and a JSON body on POST', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { ok: true }));

    await api.post('/api/permissions/add', { segment: 'preschool', flag: 1 });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(headersOf(init).get('X-Requested-With')).toBe('kansli');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"segment":"preschool","flag":1}');
  });

  it('appends ghost_as to every call while a ghosted person id is stored', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, []));
    window.localStorage.setItem(GHOST_AS_STORAGE_KEY, '4711');

    await api.get('/api/persons', { query: { search: 'Ek', page: 2, unit: undefined } });
    await api.delete('/api/authenticate');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/persons?search=Ek&page=2&ghost_as=4711',
      '/api/authenticate?ghost_as=4711',
    ]);
  });

  it('leaves ghost_as out when no person is ghosted', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, []));

    await api.get('/api/persons?search=Ek');

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/persons?search=Ek');
  });

  it('returns undefined for an empty answer such as 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));

    await expect(api.delete('/api/authenticate')).resolves.toBeUndefined();
  });

  it("turns the server's error object into an ApiError with the notice text 'ERROR 500: …'", async () => {
    stubFetch(() => errorResponse(500, 'Databasen svarar inte'));

    const error = await failureOf(api.get('/api/persons'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 500, message: 'Databasen svarar inte', fromErrorBody: true });
    expect(errorNoticeText(error)).toBe('ERROR 500: Databasen svarar inte');
  });

  it('turns a failure without an error object into the plain error message', async () => {
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    const error = await failureOf(api.post('/api/sms/send', { text: 'Hej' }));

    expect(error).toMatchObject({ statusCode: 502, fromErrorBody: false });
    expect(errorNoticeText(error)).toBe('POST /api/sms/send misslyckades: 502 Bad Gateway');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failureOf(api.get('/api/persons'));

    expect(error).toMatchObject({ statusCode: 0, fromErrorBody: false });
    expect(errorNoticeText(error)).toBe('GET /api/persons misslyckades: servern svarar inte');
  });

  it('shows any other error by its message', () => {
    expect(errorNoticeText(new Error('Något oväntat'))).toBe('Något oväntat');
  });
});
