import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeSubjectHtml } from './subject-html.ts';

describe('sanitizeSubjectHtml', () => {
  it.each([
    ['<p>Om <b>växter</b></p>', '<p>Om <b>växter</b></p>'],
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="x()">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    [
      '<a href="https://skolverket.se">x</a>',
      '<a href="https://skolverket.se" rel="noopener noreferrer">x</a>',
    ],
    ['<iframe src="https://example.com"></iframe>', ''],
    ['<ul><li>ett</li><li>två</li></ul>', '<ul><li>ett</li><li>två</li></ul>'],
  ])('keeps %s as %s', (html, kept) => {
    expect(sanitizeSubjectHtml(html)).toBe(kept);
  });
});

describe('plainTextOf', () => {
  it.each([
    ['<p>Om <b>växter</b></p><p>och djur</p>', 'Om växter\noch djur'],
    ['a<br>b', 'a\nb'],
    ['<p>Tom &amp; Jerry &lt;3</p>', 'Tom & Jerry <3'],
    ['', ''],
  ])('reads %s as %j', (html, text) => {
    expect(plainTextOf(html)).toBe(text);
  });
});
