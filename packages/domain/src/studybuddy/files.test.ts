import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  fileKindOfName,
  fileRefusal,
  MAX_FILE_BYTES,
  parseStoredFileName,
  storedFileName,
  ZFileName,
} from './files.ts';

describe('fileKindOfName', () => {
  it.each([
    ['kurs.pdf', 'pdf'],
    ['KURS.PDF', 'pdf'],
    ['anteckningar.docx', 'docx'],
    ['Anteckningar.DocX', 'docx'],
    ['gammal.doc', null],
    ['virus.exe', null],
    ['pdf', null],
    ['.pdf', null],
    ['bild.pdf.png', null],
  ])('%s is %j', (name, kind) => {
    expect(fileKindOfName(name)).toBe(kind);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['kurs.pdf', 'kurs.pdf'],
    ['C:\\Users\\x\\kurs.pdf', 'kurs.pdf'],
    ['mapp/kurs.pdf', 'kurs.pdf'],
    ['a#b.pdf', 'ab.pdf'],
    ['rad\nbrytning.pdf', 'radbrytning.pdf'],
    ['   ', null],
    ['x'.repeat(201), null],
  ])('%j is kept as %j', (name, kept) => {
    expect(cleanFileName(name)).toBe(kept);
  });
});

describe('stored file names', () => {
  it.each([
    [7, 'kurs.pdf', '7#kurs.pdf'],
    [123, 'Ämne # två.docx', '123#Ämne # två.docx'],
  ])('subject %i with %s is stored as %s and read back', (id, name, stored) => {
    expect(storedFileName(id, name)).toBe(stored);
    expect(parseStoredFileName(stored)).toEqual({ subjectId: id, name });
  });

  it.each(['kurs.pdf', '#kurs.pdf', '0#kurs.pdf', '7#', 'x#kurs.pdf', '99999999999#a.pdf'])(
    '%s is no stored name',
    (stored) => {
      expect(parseStoredFileName(stored)).toBeNull();
      expect(ZFileName.safeParse(stored).success).toBe(false);
    },
  );
});

describe('fileRefusal', () => {
  it.each([
    ['kurs.pdf', 1000, 'pdf', null],
    ['kurs.docx', 1000, 'docx', null],
    ['kurs.exe', 1000, null, 'type'],
    ['kurs.txt', 1000, null, 'type'],
    ['renamed.pdf', 1000, null, 'content'],
    ['renamed.docx', 1000, 'pdf', 'content'],
    ['big.pdf', MAX_FILE_BYTES + 1, 'pdf', 'size'],
    ['exact.pdf', MAX_FILE_BYTES, 'pdf', null],
  ] as const)('%s of %i bytes sniffed as %j is refused for %j', (name, size, sniffed, refusal) => {
    expect(fileRefusal(name, size, sniffed)).toBe(refusal);
  });
});
