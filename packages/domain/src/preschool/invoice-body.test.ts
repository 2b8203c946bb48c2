import { describe, expect, it } from 'vitest';
import { type ChildInput, type GuardianLine, invoicePreviewForChild } from './fee-engine.ts';
import { invoiceBodyOfGuardian } from './invoice-body.ts';

const unit = { locationId: 512, name: 'Solrosen', costCenter: '4410' };
const month = '2026-03';

function linesOf(child: ChildInput): GuardianLine[] {
  return invoicePreviewForChild(child, month).guardian_lines;
}

const alva: ChildInput = {
  id: 1,
  name: 'Alva Öberg',
  active: true,
  guardians: [
    { id: 10, percent: 30 },
    { id: 11, percent: 70 },
  ],
  carePeriods: [
    { id: 100, start: '2025-08-01', end: '2026-03-15', careTime: 'Heltid', costOre: 100_000, deleted: false },
    { id: 101, start: '2026-03-16', end: null, careTime: 'Deltid', costOre: 200_000, deleted: false },
  ],
};
const bo: ChildInput = {
  id: 2,
  name: 'Bo Andersson',
  active: true,
  guardians: [{ id: 11, percent: 100 }],
  carePeriods: [
    { id: 200, start: '2026-03-10', end: null, careTime: 'Heltid', costOre: 200_000, deleted: false },
  ],
};
/** The guardian as the invoice list has it: its lines of every child, in any order. */
const guardian = (id: number, given_name: string, family_name: string, lines: GuardianLine[]) => ({
  id,
  given_name,
  family_name,
  invoice_lines: lines.filter((line) => line.guardian_id === id),
});

describe("a guardian's invoice body", () => {
  it('names the unit and month, and bills the lines by child then period with quantity 1', () => {
    const lines = [...linesOf(bo), ...linesOf(alva)];
    const bodies = [
      invoiceBodyOfGuardian(unit, month, guardian(11, 'Zlatan', 'Andersson', lines)),
      invoiceBodyOfGuardian(unit, month, guardian(10, 'Åsa', 'Öberg', lines)),
    ];
    expect(bodies).toEqual([
      {
        typeId: 2,
        locationId: 512,
        name: 'Solrosen 4410 Förskoleavgift 2026-03',
        text: 'Period 2026-03',
        reference: 'Zlatan Andersson',
        personId: 11,
        cost: 339 + 722 + 1419,
        invoiceLines: [
          {
            quantity: '1',
            description: 'Förskoleavgift Heltid, 2026-03-01 – 2026-03-15, Alva Öberg',
            cost: 339,
            note: 'Delad vårdnad ~70%',
          },
          {
            quantity: '1',
            description: 'Förskoleavgift Deltid, 2026-03-16 – 2026-03-31, Alva Öberg',
            cost: 722,
            note: 'Delad vårdnad ~70%',
          },
          {
            quantity: '1',
            description: 'Förskoleavgift Heltid, 2026-03-10 – 2026-03-31, Bo Andersson',
            cost: 1419,
            note: 'Första månaden ~71%',
          },
        ],
      },
      {
        typeId: 2,
        locationId: 512,
        name: 'Solrosen 4410 Förskoleavgift 2026-03',
        text: 'Period 2026-03',
        reference: 'Åsa Öberg',
        personId: 10,
        cost: 145 + 310,
        invoiceLines: [
          {
            quantity: '1',
            description: 'Förskoleavgift Heltid, 2026-03-01 – 2026-03-15, Alva Öberg',
            cost: 145,
            note: 'Delad vårdnad ~30%',
          },
          {
            quantity: '1',
            description: 'Förskoleavgift Deltid, 2026-03-16 – 2026-03-31, Alva Öberg',
            cost: 310,
            note: 'Delad vårdnad ~30%',
          },
        ],
      },
    ]);
  });

  it('leaves out lines of 0 kr but keeps the guardian who still pays for other lines', () => {
    const cheap: ChildInput = {
      ...bo,
      id: 3,
      name: 'Cid Andersson',
      carePeriods: [
        { id: 300, start: '2025-01-01', end: null, careTime: 'Deltid', costOre: 0, deleted: false },
      ],
    };
    const body = invoiceBodyOfGuardian(
      unit,
      month,
      guardian(11, 'Zlatan', 'Andersson', [...linesOf(bo), ...linesOf(cheap)]),
    );
    expect(body?.invoiceLines.map((line) => line.description)).toEqual([
      'Förskoleavgift Heltid, 2026-03-10 – 2026-03-31, Bo Andersson',
    ]);
    expect(body?.cost).toBe(1419);
  });
});
