import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { extractTextInThread } from './extract-in-thread.ts';
import { DamagedDocumentError, EXTRACTION_LIMITS, ExtractionRefusedError } from './extraction-limits.ts';
import { docxOfRepeatedText, pdfOfManyTexts, pdfWith } from './test-documents.ts';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof ExtractionRefusedError ? error.limit : error),
  );

describe('extractTextInThread', () => {
  it('reads the text in a thread of its own', async () => {
    const text = await extractTextInThread('pdf', await pdfWith(['Fotosyntes i växter']), EXTRACTION_LIMITS);
    expect(text).toBe('Fotosyntes i växter');
  });

  it('answers a damaged document as damaged', async () => {
    await expect(
      extractTextInThread('pdf', Buffer.from('%PDF-1.7\nbroken'), EXTRACTION_LIMITS),
    ).rejects.toThrow(DamagedDocumentError);
  });

  it('ends the thread at the time limit, while this thread goes on answering', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const outcome = await refusal(
      extractTextInThread('pdf', pdfOfManyTexts(1_000_000), { ...EXTRACTION_LIMITS, maxMilliseconds: 1500 }),
    );
    delay.disable();
    expect(outcome).toBe('time');
    expect(performance.now() - started).toBeLessThan(3000);
    expect(delay.max / 1e6).toBeLessThan(200);
  });

  it('ends the thread at the memory limit', async () => {
    // Mammoth holds a short paragraph in about a hundred times its bytes.
    const dense = docxOfRepeatedText('Cellandning. ', 4 * 1024 * 1024);
    const outcome = await refusal(
      extractTextInThread('docx', dense, { ...EXTRACTION_LIMITS, maxHeapMb: 64 }),
    );
    expect(outcome).toBe('memory');
  });
});
