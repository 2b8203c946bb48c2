import { describe, expect, it } from 'vitest';
import { DamagedDocumentError, EXTRACTION_LIMITS, ExtractionRefusedError } from './extraction-limits.ts';
import { extractText } from './file-text.ts';
import { docxBomb, docxOfRepeatedText, docxWith, pdfWith } from './test-documents.ts';

const limits = EXTRACTION_LIMITS;

describe('extractText', () => {
  it('reads the text of a PDF and of a Word document', async () => {
    expect(await extractText('pdf', await pdfWith(['Fotosyntes i växter']), limits)).toBe(
      'Fotosyntes i växter',
    );
    expect(await extractText('docx', await docxWith(['Cellandning', 'Mitokondrier']), limits)).toBe(
      'Cellandning\n\nMitokondrier',
    );
  });

  it('refuses a damaged document', async () => {
    await expect(extractText('pdf', Buffer.from('%PDF-1.7\nbroken'), limits)).rejects.toThrow(
      DamagedDocumentError,
    );
    await expect(extractText('docx', Buffer.from('PK\x03\x04broken'), limits)).rejects.toThrow(
      DamagedDocumentError,
    );
  });

  it('refuses a Word document that inflates past the limit, without building its text', async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const heapBefore = process.memoryUsage().heapUsed;
    const refused = await extractText('docx', bomb, limits).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ExtractionRefusedError);
    expect((refused as ExtractionRefusedError).limit).toBe('size');
    // Its 40 MB of text never became a string.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
  });

  it('reads a Word document within the limit and keeps its text up to the most characters', async () => {
    const book = docxOfRepeatedText('Ekosystemets näringskedjor. ', 200_000);
    const small = { maxChars: 1000, maxDocxInflatedBytes: 100_000 };
    await expect(extractText('docx', book, small)).rejects.toThrow(ExtractionRefusedError);
    const text = await extractText('docx', book, { ...small, maxDocxInflatedBytes: 1_000_000 });
    expect(text).toHaveLength(1000);
    expect(text.startsWith('Ekosystemets näringskedjor.')).toBe(true);
  });

  it("stops reading a PDF's pages once the text reaches the most characters", async () => {
    // pdfkit breaks the lines onto about 25 pages.
    const lines = Array.from({ length: 1000 }, (_, i) => `Rad ${i + 1} om fotosyntes`);
    const book = await pdfWith(lines);
    const whole = await extractText('pdf', book, limits);
    expect(whole).toContain('Rad 1000 om fotosyntes');
    const first = await extractText('pdf', book, { ...limits, maxChars: 200 });
    expect(first).toHaveLength(200);
    expect(first.startsWith('Rad 1 om fotosyntes')).toBe(true);
  });
});
