import { describe, expect, it } from 'vitest';
import { fakeIdToken } from '@/test/id-token.ts';
import { decodeJwtPayload, idTokenFromCallback } from './id-token-callback.ts';

const request = { state: 'state-1', nonce: 'nonce-1', returnPath: '/' };

describe('decodeJwtPayload', () => {
  it('decodes base64url claims, including non-ASCII text', () => {
    const token = fakeIdToken({ nonce: 'n', name: 'Åsa Öberg', extra: '??>>' });

    expect(decodeJwtPayload(token)).toEqual({ nonce: 'n', name: 'Åsa Öberg', extra: '??>>' });
  });

  it.each(['', 'only-one-part', 'a.!!!.c', `a.${btoa('[1,2]')}.c`])('returns null for %j', (token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('idTokenFromCallback', () => {
  const token = fakeIdToken({ nonce: 'nonce-1' });

  it('returns the id token when state and nonce match the stored request', () => {
    expect(idTokenFromCallback(`#id_token=${token}&state=state-1`, request)).toBe(token);
  });

  it.each([
    ['a different state', `#id_token=${token}&state=state-2`, request],
    ['no state', `#id_token=${token}`, request],
    ['a different nonce', `#id_token=${fakeIdToken({ nonce: 'nonce-2' })}&state=state-1`, request],
    ['no stored request', `#id_token=${token}&state=state-1`, null],
    ['an error answer', '#error=access_denied&state=state-1', request],
    ['no token', '#state=state-1', request],
  ])('returns null for %s', (_case, hash, storedRequest) => {
    expect(idTokenFromCallback(hash, storedRequest)).toBeNull();
  });
});
