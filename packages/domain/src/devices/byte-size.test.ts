import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size.ts';

describe('formatByteSize', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    ['nonsense', '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1 023 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1024 ** 2, '1 MB'],
    ['4294967296', '4 GB'],
    ['31653838848', '29,48 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1 024 YB'],
    [2n ** 40n, '1 TB'],
  ])('shows %s bytes as %s', (bytes, text) => {
    // Intl puts a no-break space between thousands in Swedish.
    expect(formatByteSize(bytes).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
