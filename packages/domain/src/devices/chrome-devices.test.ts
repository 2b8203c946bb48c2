import { describe, expect, it } from 'vitest';
import { deviceUserOrder, googleAdminDeviceUrl, ZChromeDeviceParams } from './chrome-devices.ts';

describe('deviceUserOrder', () => {
  it('puts the annotated user first, then the recent users by their order, each once and in lower case', () => {
    expect(
      deviceUserOrder('Ella.Berg@kansli.test', [
        { email: 'ella.berg@kansli.test' },
        { email: null },
        { email: 'Lars.Holm@kansli.test' },
      ]),
    ).toEqual([
      { email: 'ella.berg@kansli.test', userRank: 1 },
      { email: 'lars.holm@kansli.test', userRank: 4 },
    ]);
  });

  it('has only recent users when there is no annotated user', () => {
    expect(deviceUserOrder(null, [{ email: 'a@kansli.test' }])).toEqual([
      { email: 'a@kansli.test', userRank: 2 },
    ]);
    expect(deviceUserOrder(undefined, [])).toEqual([]);
  });
});

describe('the device id parameter', () => {
  it.each([
    ['abc-123', true],
    ['', false],
    ['a/b', false],
    ['x'.repeat(101), false],
  ])('%s valid: %s', (id, ok) => {
    expect(ZChromeDeviceParams.safeParse({ id }).success).toBe(ok);
  });

  it('links to the device in Google Admin', () => {
    expect(googleAdminDeviceUrl('d-1')).toBe('https://admin.google.com/ac/chrome/devices/d-1');
  });
});
