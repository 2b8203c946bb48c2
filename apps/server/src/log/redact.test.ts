import { describe, expect, it } from 'vitest';
import { REDACTED, redactFields, redactPath, redactText } from './redact.ts';

describe('redactText', () => {
  it.each([
    ['personnummer 190312-1234 saknas', `personnummer ${REDACTED} saknas`],
    ['20190312-9876', REDACTED],
    ['201903129876 och 1903121234', `${REDACTED} och ${REDACTED}`],
    ['hundraåring 190312+1234', `hundraåring ${REDACTED}`],
    ['mejla anna.svensson@example.se, tack', `mejla ${REDACTED}, tack`],
    ['{"costCenter":"20190312-9876"}', `{"costCenter":"${REDACTED}"}`],
  ])('takes the civic numbers and e-mail addresses out of %j', (text, redacted) => {
    expect(redactText(text)).toBe(redacted);
  });

  it.each(['invoice 4101 of 2026-03', 'time 1795875741663', 'took 12.5 ms'])('leaves %j as it is', (text) => {
    expect(redactText(text)).toBe(text);
  });
});

describe('redactPath', () => {
  it.each([
    ['/person/190312-1234', `/person/${REDACTED}`],
    ['/person/1903121234?search=190312-1234', `/person/${REDACTED}`],
    ['/api/person/anna%40example.se/roles', `/api/person/${REDACTED}/roles`],
    ['/api/x/19031212', `/api/x/${REDACTED}`],
    ['/studybuddy?subject=1', '/studybuddy'],
    ['/wp-admin/setup.php', '/wp-admin/setup.php'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactPath(url)).toBe(logged);
  });
});

describe('redactFields', () => {
  it('walks plain objects and arrays, and leaves other objects to the serializers', () => {
    class Request {
      url = '/person/190312-1234';
    }
    const request = new Request();
    expect(redactFields({ a: ['anna@example.se', 3], b: { c: '190312-1234' }, request })).toEqual({
      a: [REDACTED, 3],
      b: { c: REDACTED },
      request,
    });
  });
});
