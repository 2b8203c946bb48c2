import { describe, expect, it } from 'vitest';
import {
  estimatedCostOre,
  estimatedParts,
  extractNumbers,
  gatewayParts,
  normalisePhoneNumber,
  smsLength,
} from './sms.ts';

describe('normalisePhoneNumber', () => {
  it.each([
    ['070-123 45 67', '+46701234567'],
    ['0701234567', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['+46 (0)70-123 45 67', '+46701234567'],
    ['0046701234567', '+46701234567'],
    ['46701234567', '+46701234567'],
    [701234567, '+46701234567'],
    ['073.987.65.43', '+46739876543'],
    ['+4512345678', '+4512345678'],
    ['004512345678', '+4512345678'],
    ['08-123 456 78', null],
    ['070123456', null],
    ['07012345678', null],
    ['12345', null],
    ['070 123 45 67 ring', null],
    ['', null],
  ])('%j is %j', (raw, expected) => {
    expect(normalisePhoneNumber(raw)).toBe(expected);
  });
});

describe('extractNumbers', () => {
  it('keeps each number once in the order of the sheet and counts the rest', () => {
    const rows = [
      ['Namn', 'Telefon'],
      ['Anna', '070-123 45 67'],
      ['Bo', 739876543],
      ['Cecilia', '+46701234567'],
      ['David', '08-123 456 78'],
      ['Eva', ''],
      [null, true],
    ];
    expect(extractNumbers(rows)).toEqual({
      numbers: ['+46701234567', '+46739876543'],
      invalid: 1,
      duplicates: 1,
    });
  });
});

describe('the spec’s estimate', () => {
  const text = (length: number) => 'a'.repeat(length);
  it.each([
    [0, 1],
    [160, 1],
    [161, 2],
    [320, 2],
    [321, 3],
    [430, 3],
  ])('%i characters are %i parts', (length, parts) => {
    expect(estimatedParts(text(length))).toBe(parts);
  });

  it('is 0.36 kr a number and part', () => {
    expect(estimatedCostOre(10, text(200))).toBe(720);
    expect(estimatedCostOre(0, text(10))).toBe(0);
  });

  it('counts an emoji as one character', () => {
    expect(smsLength('Hej 👋')).toBe(5);
  });
});

describe('gatewayParts', () => {
  it.each([
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['a'.repeat(306), 'GSM-7', 2],
    ['a'.repeat(307), 'GSM-7', 3],
    ['Hej på er, vi ses i skolan åäö ÅÄÖ!', 'GSM-7', 1],
    ['€'.repeat(80), 'GSM-7', 1],
    ['€'.repeat(81), 'GSM-7', 2],
    [`${'a'.repeat(69)}👋`, 'UCS-2', 2],
    ['Ett emoji 👋', 'UCS-2', 1],
    ['ł'.repeat(70), 'UCS-2', 1],
    ['ł'.repeat(71), 'UCS-2', 2],
  ] as const)('%j is %s in %i parts', (text, encoding, parts) => {
    expect(gatewayParts(text)).toEqual({ encoding, parts });
  });
});
