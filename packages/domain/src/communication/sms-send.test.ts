import { describe, expect, it } from 'vitest';
import { spreadsheetIdOf, ZSendTextMessage } from './sms-send.ts';

describe('spreadsheetIdOf', () => {
  it.each([
    ['https://docs.google.com/spreadsheets/d/1AbC-d_e/edit#gid=0', '1AbC-d_e'],
    ['https://docs.google.com/spreadsheets/d/demo-sms-klass-7a', 'demo-sms-klass-7a'],
    ['https://docs.google.com/spreadsheets/d/abc/edit?usp=sharing', 'abc'],
    ['https://docs.google.com/document/d/abc/edit', null],
    ['https://docs.google.com/spreadsheets/d//edit', null],
    ['javascript:alert(1)', null],
    ['inte en länk', null],
  ])('%s has %j', (url, id) => {
    expect(spreadsheetIdOf(url)).toBe(id);
  });
});

describe('ZSendTextMessage', () => {
  const sheetUrl = 'https://docs.google.com/spreadsheets/d/abc/edit';
  it('takes a text of up to 430 characters, an emoji being one', () => {
    expect(ZSendTextMessage.safeParse({ sheetUrl, message: '👋'.repeat(430) }).success).toBe(true);
    expect(ZSendTextMessage.safeParse({ sheetUrl, message: 'a'.repeat(431) }).success).toBe(false);
  });

  it('refuses an empty text and a link that is no spreadsheet', () => {
    expect(ZSendTextMessage.safeParse({ sheetUrl, message: '  ' }).success).toBe(false);
    expect(ZSendTextMessage.safeParse({ sheetUrl: 'https://example.com', message: 'Hej' }).success).toBe(
      false,
    );
  });
});
