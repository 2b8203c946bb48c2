import { describe, expect, it } from 'vitest';
import { sendQuestion } from './send-confirm-dialog.tsx';

describe('the question before sending to Visma', () => {
  it.each([
    [[1250], 'Skicka 1 faktura på totalt 1 250 kr till Visma?'],
    [[1250, 1250, 0.1, 0.2], 'Skicka 4 fakturor på totalt 2 500,30 kr till Visma?'],
    [[], 'Skicka 0 fakturor på totalt 0 kr till Visma?'],
  ])('names the count and the total of %j', (totals, question) => {
    expect(sendQuestion(totals).replaceAll('\u00a0', ' ')).toBe(question);
  });
});
