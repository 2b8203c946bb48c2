import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extractText, sniffFileKind } from './file-content.ts';
import { docxWith, pdfWith } from './test-documents.ts';

describe('sniffFileKind', () => {
  it('knows a PDF and a Word document by their bytes', async () => {
    expect(await sniffFileKind(await pdfWith(['Hej']))).toBe('pdf');
    expect(await sniffFileKind(await docxWith(['Hej']))).toBe('docx');
  });

  it.each([
    ['a Windows program', Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(500)])],
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['an old Word document', Buffer.from('d0cf11e0a1b11ae1', 'hex')],
    ['a plain text', Buffer.from('%PD nearly a pdf')],
    ['nothing', Buffer.alloc(0)],
  ])('knows %s is neither', async (_what, bytes) => {
    expect(await sniffFileKind(bytes)).toBeNull();
  });
});

describe('extractText', () => {
  it('reads the text of a PDF and of a Word document', async () => {
    expect(await extractText('pdf', await pdfWith(['Fotosyntes i växter']))).toContain('Fotosyntes i växter');
    expect(await extractText('docx', await docxWith(['Cellandning', 'Mitokondrier']))).toBe(
      'Cellandning\n\nMitokondrier',
    );
  });

  it('refuses a damaged document', async () => {
    await expect(extractText('pdf', Buffer.from('%PDF-1.7\nbroken'))).rejects.toThrow();
    await expect(extractText('docx', Buffer.from('PK\x03\x04broken'))).rejects.toThrow();
  });
});
