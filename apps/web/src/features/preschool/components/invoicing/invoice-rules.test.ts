import { describe, expect, it } from 'vitest';
import { solrosen } from '@/test/handlers/preschool.ts';
import {
  customersQuestion,
  invoiceBodyOf,
  parseBody,
  pollBatch,
  runPooled,
  uploadQuestion,
} from './invoice-rules.ts';
import { guardian, line, sara } from './invoicing-test-utils.ts';

describe('pollBatch', () => {
  it.each([
    { pending: 0, cursor: 0, batch: [], next: 0 },
    { pending: 1, cursor: 0, batch: [0], next: 0 },
    { pending: 4, cursor: 0, batch: [0], next: 1 },
    { pending: 5, cursor: 0, batch: [0, 1], next: 2 },
    { pending: 5, cursor: 4, batch: [4, 0], next: 1 },
    { pending: 9, cursor: 7, batch: [7, 8, 0], next: 1 },
    // The list got shorter since the last tick: the cursor wraps.
    { pending: 3, cursor: 7, batch: [1], next: 2 },
  ])('polls a quarter (ceil) of $pending pending from $cursor', ({ pending, cursor, batch, next }) => {
    const ids = Array.from({ length: pending }, (_, index) => index);
    expect(pollBatch(ids, cursor)).toEqual({ batch, next });
  });

  it('asks each pending invoice once in four ticks', () => {
    const ids = Array.from({ length: 10 }, (_, index) => index);
    const asked: number[] = [];
    let cursor = 0;
    for (let tick = 0; tick < 4; tick++) {
      const { batch, next } = pollBatch(ids, cursor);
      asked.push(...batch);
      cursor = next;
    }
    expect(new Set(asked)).toEqual(new Set(ids));
  });
});

describe('runPooled', () => {
  it('keeps at most the limit in flight and works through every item', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    await runPooled([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      inFlight--;
      done.push(item);
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('invoiceBodyOf', () => {
  it('builds spec 9’s body of the guardian’s non-zero lines', () => {
    const body = invoiceBodyOf(solrosen, '2026-11', sara);
    expect(body).toMatchObject({
      typeId: 2,
      locationId: 101,
      name: 'Förskolan Solrosen 4101 Förskoleavgift 2026-11',
      text: 'Period 2026-11',
      reference: 'Sara Berg',
      personId: 2,
      cost: 506,
    });
    expect(body.invoiceLines).toEqual([
      {
        quantity: '1',
        description: 'Förskoleavgift Heltid, 2026-11-01 – 2026-11-30, Ella Berg',
        cost: 506,
        note: 'Delad vårdnad ~30%',
      },
    ]);
  });

  it('sums several children and periods into the cost', () => {
    const twoChildren = guardian(7, 'Eva', 'Ek', {
      invoice_lines: [
        line(1, 'Alva Ek', { name: 'Tidigare kostnad', cost: 600, sort_order: 0 }),
        line(1, 'Alva Ek', { name: 'Ny kostnad', cost: 900, sort_order: 1, care_time: 'Deltid' }),
        line(2, 'Bill Ek', { cost: 1688 }),
      ],
    });
    const body = invoiceBodyOf(solrosen, '2026-11', twoChildren);
    expect(body.cost).toBe(3188);
    expect(body.invoiceLines.map((l) => l.description)).toEqual([
      'Förskoleavgift Heltid, 2026-11-01 – 2026-11-30, Alva Ek',
      'Förskoleavgift Deltid, 2026-11-01 – 2026-11-30, Alva Ek',
      'Förskoleavgift Heltid, 2026-11-01 – 2026-11-30, Bill Ek',
    ]);
  });
});

describe('parseBody', () => {
  it("gives the 'Invalid JSON' error object for text that does not parse", () => {
    expect(parseBody('{ "typeId": 2 ')).toEqual({ ok: false, value: { error: 'Invalid JSON' } });
    expect(parseBody('{ "typeId": 2 }')).toEqual({ ok: true, value: { typeId: 2 } });
  });
});

describe('the questions before what cannot be undone', () => {
  const saved = (id: number, cost: number) => ({
    id,
    period: '2026-11',
    name: 'Förskoleavgift',
    text: '',
    cost_sum: cost,
    currency: 'SEK',
    visma_id: null,
    visma_status: '' as const,
    invoice_lines: [],
  });

  it('counts the invoices to upload and sums them, a saved invoice by its own sum', () => {
    const edited = guardian(12, 'Bo', 'B', { invoice_id: 60, invoices: [saved(60, 120_000)] });
    const unsaved = guardian(13, 'Cai', 'C', { invoice_id: 61 });
    expect(uploadQuestion([edited, unsaved]).replaceAll('\u00a0', ' ')).toBe(
      'Skicka 2 fakturor på totalt 121 688 kr till Visma?',
    );
    expect(uploadQuestion([unsaved]).replaceAll('\u00a0', ' ')).toBe(
      'Skicka 1 faktura på totalt 1 688 kr till Visma?',
    );
  });

  it('counts the customers to make', () => {
    expect(customersQuestion(95)).toBe('Skapa kunder i Visma för 95 vårdnadshavare som saknar kund?');
  });
});
