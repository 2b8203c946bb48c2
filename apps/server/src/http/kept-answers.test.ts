import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, KeptAnswers } from './kept-answers.ts';

function appWith(limit: number) {
  const kept = new KeptAnswers(limit);
  const state = { revision: 'r1' as string | undefined, computed: 0 };
  const app = Fastify();
  app.get<{ Params: { key: string } }>(
    '/answer/:key',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { key: { type: 'string' }, n: { type: 'number' } } },
        },
      },
    },
    (request, reply) =>
      kept.send(request, reply, {
        key: request.params.key,
        revision: state.revision,
        compute: async () => ({ key: request.params.key, n: ++state.computed, secret: 'not in the schema' }),
      }),
  );
  const get = (key: string, encoding?: string) =>
    app.inject({ url: `/answer/${key}`, headers: encoding ? { 'accept-encoding': encoding } : {} });
  return { app, state, get };
}

describe('KeptAnswers', () => {
  it('computes an answer once per key and revision, as the route’s schema writes it', async () => {
    const { state, get } = appWith(4);
    expect((await get('a')).json()).toEqual({ key: 'a', n: 1 });
    expect((await get('a')).json()).toEqual({ key: 'a', n: 1 });
    state.revision = 'r2';
    expect((await get('a')).json()).toEqual({ key: 'a', n: 2 });
    expect((await get('a')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('keeps nothing while the data has no revision', async () => {
    const { state, get } = appWith(4);
    state.revision = undefined;
    await get('a');
    expect((await get('a')).json()).toEqual({ key: 'a', n: 2 });
  });

  it('sends the same JSON compressed with Brotli or gzip to a client that takes it', async () => {
    const { get } = appWith(4);
    const plain = await get('a');
    const brotli = await get('a', 'gzip, deflate, br');
    const gzip = await get('a', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('lets the least recently asked answer go when more are kept than the limit', async () => {
    const { get } = appWith(2);
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect((await get('a')).json().n).toBe(1);
    expect((await get('b')).json().n).toBe(4);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s gives %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
