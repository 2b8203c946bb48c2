import { describe, expect, it } from 'vitest';
import { carePeriod, child } from './fee-engine.fixtures.ts';
import { invoicePreviewForChild, splitByShares, splitMonthByShares } from './fee-engine.ts';

describe('guardian lines', () => {
  it('bill a sole guardian what the child costs: the worked first month is 1419 kr', () => {
    const preview = invoicePreviewForChild(
      child([carePeriod('2026-03-10', null, 200_000, { id: 3 })]),
      '2026-03',
    );
    expect(preview.guardian_lines).toEqual([
      {
        ...preview.invoice_lines[0],
        guardian_id: 70,
        child_id: 7,
        child_name: 'Alva Berg',
        custody_percent: 100,
      },
    ]);
    expect(preview.guardian_lines[0]?.cost).toBe(1419);
  });

  it('scale a shared custody: 30 % of a full 1800 kr month is 540 kr, the child line stays 1800', () => {
    const preview = invoicePreviewForChild(
      child([carePeriod('2025-01-01', null, 180_000)], {
        guardians: [
          { id: 71, percent: 30 },
          { id: 72, percent: 70 },
        ],
      }),
      '2026-03',
    );
    expect(preview.invoice_lines[0]?.cost).toBe(1800);
    expect(
      preview.guardian_lines.map((line) => [
        line.guardian_id,
        line.cost,
        line.status_message,
        line.custody_percent,
      ]),
    ).toEqual([
      [71, 540, 'Delad vårdnad ~30%', 30],
      [72, 1260, 'Delad vårdnad ~70%', 70],
    ]);
  });

  it('add up exactly to the child line: 1419 kr halved is 710 + 709, the krona left to the first listed', () => {
    const halves = [
      { id: 71, percent: 50 },
      { id: 72, percent: 50 },
    ];
    const preview = invoicePreviewForChild(
      child([carePeriod('2026-03-10', null, 200_000)], { guardians: halves }),
      '2026-03',
    );
    expect(preview.guardian_lines.map((line) => line.cost)).toEqual([710, 709]);
    expect(preview.invoice_cost).toBe(1419);
  });

  it('keep a guardian with no custody share, at 0 kr, for the invoice bodies to drop', () => {
    const preview = invoicePreviewForChild(
      child([carePeriod('2025-01-01', null, 180_000)], {
        guardians: [
          { id: 71, percent: 0 },
          { id: 72, percent: 100 },
        ],
      }),
      '2026-03',
    );
    expect(preview.guardian_lines.map((line) => [line.cost, line.status_message])).toEqual([
      [0, 'Delad vårdnad ~0%'],
      [1800, 'Faktureras'],
    ]);
  });

  it('come per guardian per billing line, and never for lines that bill nothing', () => {
    const preview = invoicePreviewForChild(
      child(
        [
          carePeriod('2025-08-01', '2026-03-15', 100_000, { id: 1 }),
          carePeriod('2026-03-16', null, 200_000, { id: 2 }),
          carePeriod('2026-06-01', null, 200_000, { id: 3 }),
          carePeriod('2026-07-01', null, null, { id: 4 }),
        ],
        {
          guardians: [
            { id: 71, percent: 40 },
            { id: 72, percent: 60 },
          ],
        },
      ),
      '2026-03',
    );
    expect(
      preview.guardian_lines.map((line) => [line.guardian_id, line.care_time_id, line.name, line.cost]),
    ).toEqual([
      [71, 1, 'Tidigare kostnad', 194],
      [71, 2, 'Ny kostnad', 412],
      [72, 1, 'Tidigare kostnad', 290],
      [72, 2, 'Ny kostnad', 620],
    ]);
  });

  it.each([
    ['33/67 of 2 035 kr: the krona left goes to the share that lost most', 2035, [33, 67], [672, 1363]],
    ['50/50 of an odd sum: a tie goes to the first listed', 1419, [50, 50], [710, 709]],
    ['a tie in what was lost goes to the larger share', 10, [25, 75], [2, 8]],
    ['a sole guardian pays all', 1688, [100], [1688]],
    ['0/100', 1800, [0, 100], [0, 1800]],
    ['three sharing 33/33/34', 100, [33, 33, 34], [33, 33, 34]],
    ['shares that do not make 100 are each rounded', 1001, [50, 60], [501, 601]],
  ])('split by shares: %s', (_name, kronor, percents, amounts) => {
    expect(splitByShares(kronor, percents)).toEqual(amounts);
  });

  it.each([
    [
      '50/50 of 999 + 499 kr is 749 + 749, the line kronor left to each in turn',
      [999, 499],
      [50, 50],
      [
        [500, 499],
        [249, 250],
      ],
    ],
    [
      '50/50 of 1 499 kr over two lines: the month tie goes to the first listed',
      [999, 500],
      [50, 50],
      [
        [500, 499],
        [250, 250],
      ],
    ],
    [
      '33/67 of three lines keeps each total within a krona',
      [101, 101, 101],
      [33, 67],
      [
        [33, 68],
        [33, 68],
        [34, 67],
      ],
    ],
    ['a month of one line is split as that line', [2035], [33, 67], [[672, 1363]]],
    [
      'three sharing 34/33/33',
      [100, 1],
      [34, 33, 33],
      [
        [34, 33, 33],
        [1, 0, 0],
      ],
    ],
    [
      'shares that do not make 100 are each rounded over the month',
      [1001, 1001],
      [50, 60],
      [
        [501, 601],
        [500, 600],
      ],
    ],
  ])('split a month by shares: %s', (_name, lines, percents, amounts) => {
    expect(splitMonthByShares(lines, percents)).toEqual(amounts);
  });

  it('bill 50/50 guardians of a 1 498 kr month of two periods 749 kr each, not 750 and 748', () => {
    const preview = invoicePreviewForChild(
      child(
        [
          carePeriod('2025-08-01', '2026-03-15', 206_460, { id: 1 }),
          carePeriod('2026-03-16', null, 96_690, { id: 2 }),
        ],
        {
          guardians: [
            { id: 71, percent: 50 },
            { id: 72, percent: 50 },
          ],
        },
      ),
      '2026-03',
    );
    expect(preview.invoice_lines.map((line) => line.cost)).toEqual([999, 499]);
    expect(preview.guardian_lines.map((line) => [line.guardian_id, line.care_time_id, line.cost])).toEqual([
      [71, 1, 500],
      [71, 2, 249],
      [72, 1, 499],
      [72, 2, 250],
    ]);
  });
});
