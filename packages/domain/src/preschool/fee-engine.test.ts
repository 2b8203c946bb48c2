import { describe, expect, it } from 'vitest';
import { carePeriod, child } from './fee-engine.fixtures.ts';
import {
  ALL_LINE_TYPES,
  type CarePeriodInput,
  type ChildInput,
  invoicePreviewForChild,
  invoicePreviewsForMonth,
  LINE_TYPE,
  LINE_TYPE_LABEL,
  type LineTypeName,
} from './fee-engine.ts';

describe('line types', () => {
  it('are bits whose union is the all-types mask 127', () => {
    const union = Object.values(LINE_TYPE).reduce((mask, bit) => mask | bit, 0);
    expect(union).toBe(ALL_LINE_TYPES);
  });

  it('carry the labels of spec 4.3', () => {
    expect(LINE_TYPE_LABEL).toEqual({
      inactive: 'Inte aktiv',
      issued: 'Start',
      expired: 'Slut',
      invalid: 'Ej giltig',
      first_month: 'Första månaden',
      last_month: 'Sista månaden',
      ok: 'Faktureras',
    });
  });
});

describe('one care period in a month', () => {
  type Row = [string, string, string | null, number | null, string, LineTypeName, string, number, number];
  // description, start, end, monthly cost in öre, month, type, status message, kronor, percent
  // biome-ignore format: a table reads best one row a line
  const rows: Row[] = [
    ['the worked first month: 22/31 of 2000 kr', '2026-03-10', null, 200_000, '2026-03', 'first_month', 'Första månaden ~71%', 1419, 71],
    ['the worked last month: 20/30 of 1500 kr', '2025-09-01', '2026-04-20', 150_000, '2026-04', 'last_month', 'Sista månaden ~67%', 1000, 67],
    ['a full month', '2025-08-01', null, 180_000, '2026-03', 'ok', 'Faktureras', 1800, 100],
    ['an open-ended period years after its start', '2021-01-15', null, 180_000, '2026-03', 'ok', 'Faktureras', 1800, 100],
    ['a start mid-February of a leap year: 15/29', '2024-02-15', null, 290_000, '2024-02', 'first_month', 'Första månaden ~52%', 1500, 52],
    ['a start mid-February of a common year: 14/28', '2026-02-15', null, 280_000, '2026-02', 'first_month', 'Första månaden ~50%', 1400, 50],
    ['a start on the 31st: 1/31', '2026-03-31', null, 310_000, '2026-03', 'first_month', 'Första månaden ~3%', 100, 3],
    ['a start on the 1st: the first month in full', '2026-03-01', null, 180_000, '2026-03', 'first_month', 'Första månaden ~100%', 1800, 100],
    ['an end on the 31st after an earlier start: the last month in full', '2026-01-01', '2026-03-31', 180_000, '2026-03', 'last_month', 'Sista månaden ~100%', 1800, 100],
    ['a period of one day', '2026-03-10', '2026-03-10', 310_000, '2026-03', 'first_month', 'Första månaden ~3%', 100, 3],
    ['a start and an end in the month: 11/31, shown as the first month', '2026-03-10', '2026-03-20', 310_000, '2026-03', 'first_month', 'Första månaden ~35%', 1100, 35],
    ['an exact half krona, rounded up', '2026-04-16', null, 100, '2026-04', 'first_month', 'Första månaden ~50%', 1, 50],
    ['1200.60 kr × 25/30 = 1000.5 kr, rounded up exactly', '2025-01-01', '2026-04-25', 120_060, '2026-04', 'last_month', 'Sista månaden ~83%', 1001, 83],
    ['the month before the start', '2026-05-01', null, 180_000, '2026-03', 'issued', 'Startar 2026-05-01', 0, 0],
    ['a start the day after the month', '2026-04-01', '2026-06-30', 180_000, '2026-03', 'issued', 'Startar 2026-04-01', 0, 0],
    ['the month after the end', '2025-01-01', '2026-01-31', 180_000, '2026-03', 'expired', 'Slutade 2026-01-31', 0, 0],
    ['an end the day before the month', '2025-01-01', '2026-02-28', 180_000, '2026-03', 'expired', 'Slutade 2026-02-28', 0, 0],
    ['a period without cost', '2026-01-01', null, null, '2026-03', 'invalid', 'Saknar kostnad', 0, 0],
    ['a period without cost, in a month before its start: only the months it covers lack it', '2026-05-01', null, null, '2026-03', 'issued', 'Startar 2026-05-01', 0, 0],
    ['a period without cost, in a month after its end', '2025-05-01', '2026-01-31', null, '2026-03', 'expired', 'Slutade 2026-01-31', 0, 0],
    ['an end before the start', '2026-03-20', '2026-03-10', 180_000, '2026-03', 'invalid', 'Slut före start', 0, 0],
  ];

  it.each(rows)('%s', (_, start, end, costOre, month, typeName, message, cost, percent) => {
    const preview = invoicePreviewForChild(child([carePeriod(start, end, costOre, { id: 3 })]), month);
    expect(preview.invoice_lines).toHaveLength(1);
    const line = preview.invoice_lines[0];
    expect(line).toMatchObject({
      type: LINE_TYPE[typeName],
      status: LINE_TYPE_LABEL[typeName],
      status_message: message,
      cost,
      percent,
      month,
      sort_order: 0,
      care_time: 'Heltid',
      care_time_id: 3,
    });
    expect(preview.invoice_status).toBe(LINE_TYPE[typeName]);
    expect(preview.invoice_cost).toBe(cost);
  });

  it('names a single billing line Avgift and gives its billed days', () => {
    const [line] = invoicePreviewForChild(
      child([carePeriod('2026-03-10', null, 200_000)]),
      '2026-03',
    ).invoice_lines;
    expect(line).toMatchObject({
      name: 'Avgift',
      period: '2026-03-10 – 2026-03-31',
      segments: [{ from: 10, to: 31 }],
    });
  });

  it('gives the billed days of a last month and of a full month', () => {
    const last = invoicePreviewForChild(child([carePeriod('2025-09-01', '2026-04-20', 150_000)]), '2026-04');
    expect(last.invoice_lines[0]).toMatchObject({
      period: '2026-04-01 – 2026-04-20',
      segments: [{ from: 1, to: 20 }],
    });
    const full = invoicePreviewForChild(child([carePeriod('2024-02-01', null, 150_000)]), '2024-02');
    expect(full.invoice_lines[0]).toMatchObject({
      period: '2024-02-01 – 2024-02-29',
      segments: [{ from: 1, to: 29 }],
    });
  });

  it('names a line that bills nothing by its status, with no days and no guardian lines', () => {
    const preview = invoicePreviewForChild(child([carePeriod('2026-05-01', null, 180_000)]), '2026-03');
    expect(preview.invoice_lines[0]).toMatchObject({ name: 'Start', period: '', segments: [] });
    expect(preview.guardian_lines).toEqual([]);
  });
});

describe('the child as a whole', () => {
  const billable = [carePeriod('2025-01-01', null, 180_000)];
  it.each([
    ['an inactive child', child(billable, { active: false }), 'inactive', 'Ingen debitering'],
    [
      'an inactive child without guardian',
      child(billable, { active: false, guardians: [] }),
      'inactive',
      'Ingen debitering',
    ],
    ['a child without guardian', child(billable, { guardians: [] }), 'invalid', 'Saknar VH'],
    ['a child without care periods', child([]), 'invalid', 'Saknar omsorg'],
    [
      'a child whose periods are all deleted',
      child([carePeriod('2025-01-01', null, 180_000, { deleted: true })]),
      'invalid',
      'Saknar omsorg',
    ],
  ] as [string, ChildInput, LineTypeName, string][])(
    '%s gets one line billing nothing',
    (_, input, typeName, message) => {
      const preview = invoicePreviewForChild(input, '2026-03');
      expect(preview).toEqual({
        invoice_status: LINE_TYPE[typeName],
        invoice_cost: 0,
        invoice_lines: [
          {
            type: LINE_TYPE[typeName],
            status: LINE_TYPE_LABEL[typeName],
            status_message: message,
            sort_order: 0,
            care_time: null,
            care_time_id: null,
            period: '',
            name: LINE_TYPE_LABEL[typeName],
            cost: 0,
            month: '2026-03',
            percent: 0,
            segments: [],
          },
        ],
        guardian_lines: [],
      });
    },
  );

  it('ignores deleted periods, whatever they hold', () => {
    const preview = invoicePreviewForChild(
      child([
        carePeriod('2026-03-01', null, 900_000, { id: 1, deleted: true }),
        carePeriod('not a date', null, null, { id: 2, deleted: true }),
        carePeriod('2025-01-01', null, 180_000, { id: 3 }),
      ]),
      '2026-03',
    );
    expect(preview.invoice_lines.map((line) => [line.care_time_id, line.name, line.cost])).toEqual([
      [3, 'Avgift', 1800],
    ]);
  });

  it('bills a change of cost mid-month as an earlier and a new cost, in start order', () => {
    const preview = invoicePreviewForChild(
      child([
        carePeriod('2026-03-16', null, 200_000, { id: 2, careTime: 'Deltid' }),
        carePeriod('2025-08-01', '2026-03-15', 100_000, { id: 1 }),
      ]),
      '2026-03',
    );
    // 1000 kr × 15/31 = 483.87 → 484; 2000 kr × 16/31 = 1032.26 → 1032.
    expect(preview.invoice_lines).toMatchObject([
      {
        care_time_id: 1,
        sort_order: 0,
        name: 'Tidigare kostnad',
        type: LINE_TYPE.last_month,
        status_message: 'Sista månaden ~48%',
        cost: 484,
        segments: [{ from: 1, to: 15 }],
      },
      {
        care_time_id: 2,
        sort_order: 1,
        name: 'Ny kostnad',
        type: LINE_TYPE.first_month,
        status_message: 'Första månaden ~52%',
        cost: 1032,
        segments: [{ from: 16, to: 31 }],
        care_time: 'Deltid',
      },
    ]);
    expect(preview.invoice_cost).toBe(1516);
    expect(preview.invoice_status).toBe(LINE_TYPE.last_month | LINE_TYPE.first_month);
  });

  it("orders lines by period start without reordering the caller's periods", () => {
    const periods = [
      carePeriod('2026-06-01', null, 200_000, { id: 3 }),
      carePeriod('2026-01-01', null, 200_000, { id: 2, deleted: true }),
      carePeriod('2025-01-01', '2026-05-31', 100_000, { id: 1 }),
    ];
    const preview = invoicePreviewForChild(child(periods), '2026-03');
    expect(preview.invoice_lines.map((line) => [line.sort_order, line.care_time_id])).toEqual([
      [0, 1],
      [1, 3],
    ]);
    expect(periods.map((period) => period.id)).toEqual([3, 2, 1]);
  });

  it('calls every billing line but the last an earlier cost when three bill in the month', () => {
    const preview = invoicePreviewForChild(
      child([
        carePeriod('2026-03-01', '2026-03-10', 310_000, { id: 1 }),
        carePeriod('2026-03-11', '2026-03-20', 310_000, { id: 2 }),
        carePeriod('2026-03-21', null, 310_000, { id: 3 }),
      ]),
      '2026-03',
    );
    expect(preview.invoice_lines.map((line) => [line.name, line.cost])).toEqual([
      ['Tidigare kostnad', 1000],
      ['Tidigare kostnad', 1000],
      ['Ny kostnad', 1100],
    ]);
  });

  it('keeps the name Avgift when the other period of the month bills nothing', () => {
    const preview = invoicePreviewForChild(
      child([
        carePeriod('2025-01-01', '2026-02-28', 100_000, { id: 1 }),
        carePeriod('2026-03-01', null, 180_000, { id: 2 }),
      ]),
      '2026-03',
    );
    expect(preview.invoice_lines.map((line) => [line.sort_order, line.name, line.status])).toEqual([
      [0, 'Slut', 'Slut'],
      [1, 'Avgift', 'Första månaden'],
    ]);
    expect(preview.invoice_status).toBe(LINE_TYPE.expired | LINE_TYPE.first_month);
  });
});

describe('stored data the engine cannot bill', () => {
  // biome-ignore format: a table reads best one row a line
  const periods: [string, CarePeriodInput, string][] = [
    ['a start that is no date', carePeriod('2026-02-30', null, 100_000), 'Ogiltigt datum'],
    ['an end that is no date', carePeriod('2026-02-01', '2026-02', 100_000), 'Ogiltigt datum'],
    ['a start beyond the year 9999', carePeriod('12345-01-01', null, 100_000), 'Ogiltigt datum'],
    ['a cost in fractions of öre', carePeriod('2026-02-01', null, 1800.5), 'Ogiltig kostnad'],
    ['a negative cost', carePeriod('2026-02-01', null, -100), 'Ogiltig kostnad'],
    ['a cost above 100 000 kr a month', carePeriod('2026-02-01', null, 10_000_001), 'Ogiltig kostnad'],
    ['a cost of 200 000 000 kr', carePeriod('2026-02-01', null, 20_000_000_000), 'Ogiltig kostnad'],
    ['a cost beyond safe integers', carePeriod('2026-02-01', null, 2 ** 60), 'Ogiltig kostnad'],
  ];

  it.each(periods)('bills nothing for %s and says why on an invalid line', (_, period, message) => {
    const preview = invoicePreviewForChild(child([period]), '2026-03');
    expect(preview.invoice_lines).toEqual([
      expect.objectContaining({
        type: LINE_TYPE.invalid,
        status: 'Ej giltig',
        status_message: message,
        cost: 0,
      }),
    ]);
    expect(preview.invoice_cost).toBe(0);
    expect(preview.guardian_lines).toEqual([]);
  });

  it('still bills the other periods of the child', () => {
    const preview = invoicePreviewForChild(
      child([
        carePeriod('2025-01-01', '2026-03-09', 20_000_000_000, { id: 1 }),
        carePeriod('2026-03-10', null, 200_000, { id: 2 }),
      ]),
      '2026-03',
    );
    expect(preview.invoice_lines.map((line) => [line.status_message, line.cost])).toEqual([
      ['Ogiltig kostnad', 0],
      ['Första månaden ~71%', 1419],
    ]);
  });

  it('accepts the largest cost the forms accept, 100 000 kr a month', () => {
    const preview = invoicePreviewForChild(child([carePeriod('2026-01-01', null, 10_000_000)]), '2026-03');
    expect(preview.invoice_cost).toBe(100_000);
  });

  it.each([
    ['above 100', 101],
    ['in fractions', 33.3],
    ['negative', -1],
  ])('bills nothing for a child with a custody share %s', (_, percent) => {
    const input = child([carePeriod('2026-02-01', null, 180_000)], { guardians: [{ id: 1, percent }] });
    const preview = invoicePreviewForChild(input, '2026-03');
    expect(preview.invoice_lines).toEqual([
      expect.objectContaining({ type: LINE_TYPE.invalid, status_message: 'Ogiltig vårdnadsandel', cost: 0 }),
    ]);
    expect(preview.guardian_lines).toEqual([]);
  });

  it("throws on a month that is no YYYY-MM, which is the caller's to check", () => {
    expect(() => invoicePreviewForChild(child([]), '2026-3')).toThrow(RangeError);
    expect(() => invoicePreviewsForMonth([], '2026-13')).toThrow(RangeError);
  });
});

describe('a whole register', () => {
  it('gives every child the same preview as one at a time, by child id', () => {
    const children = [
      child([carePeriod('2026-03-10', null, 200_000)], { id: 1 }),
      child([carePeriod('2026-05-01', null, 200_000)], { id: 2 }),
      child([], { id: 3, active: false }),
    ];
    const previews = invoicePreviewsForMonth(children, '2026-03');
    expect([...previews.keys()]).toEqual([1, 2, 3]);
    for (const input of children)
      expect(previews.get(input.id)).toEqual(invoicePreviewForChild(input, '2026-03'));
  });
});
