import { describe, expect, it } from 'vitest';
import { docxInflatesWithin } from './docx-size.ts';
import { docxBomb, docxOfRepeatedText, docxWith, zipOf } from './test-documents.ts';

describe('docxInflatesWithin', () => {
  it("counts every part's inflated bytes against the limit", async () => {
    const doc = docxOfRepeatedText('Cellandning. ', 100_000);
    expect(docxInflatesWithin(doc, 1_000_000)).toBe(true);
    expect(docxInflatesWithin(doc, 100_000)).toBe(false);
    expect(docxInflatesWithin(await docxWith(['Hej']), 100_000)).toBe(true);
  });

  it('refuses the zip bomb at the limit, quickly', () => {
    const started = performance.now();
    expect(docxInflatesWithin(docxBomb(), 32 * 1024 * 1024)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('counts the parts together, not each alone', () => {
    const part = Buffer.alloc(600, 'a');
    const zip = zipOf([
      { name: 'word/document.xml', data: part },
      { name: 'word/styles.xml', data: part },
    ]);
    expect(docxInflatesWithin(zip, 1200)).toBe(true);
    expect(docxInflatesWithin(zip, 1000)).toBe(false);
  });

  it('leaves what is no zip to the reader', () => {
    expect(docxInflatesWithin(Buffer.from('PK\x03\x04broken'), 10)).toBe(true);
  });
});
