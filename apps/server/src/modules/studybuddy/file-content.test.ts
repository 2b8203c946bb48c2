import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sniffFileKind } from './file-content.ts';
import { docxBomb, docxWith, pdfWith } from './test-documents.ts';

describe('sniffFileKind', () => {
  it('knows a PDF and a Word document by their bytes', async () => {
    expect(await sniffFileKind(await pdfWith(['Hej']))).toBe('pdf');
    expect(await sniffFileKind(await docxWith(['Hej']))).toBe('docx');
    expect(await sniffFileKind(docxBomb())).toBe('docx');
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
