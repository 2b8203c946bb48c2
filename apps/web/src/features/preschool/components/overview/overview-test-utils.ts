import type { OverviewChild } from '@/features/preschool/api/get-overview.ts';
import { ellaCarePeriod, ellaInOverview } from '@/test/handlers/preschool.ts';

/**
 * jsdom lays nothing out, so the virtualised table would see a box of 0 × 0 px and render no rows. This
 * gives the table's box 1280 × 600 px and each row 41 px, as a browser would; the returned function
 * undoes it.
 */
export function stubTableLayout(): () => void {
  const sizes: Record<'clientHeight' | 'clientWidth' | 'offsetHeight', (element: HTMLElement) => number> = {
    clientHeight: (element) => (element.hasAttribute('data-overview-scroll') ? 600 : 0),
    clientWidth: (element) => (element.hasAttribute('data-overview-scroll') ? 1280 : 0),
    offsetHeight: (element) => (element.hasAttribute('data-index') ? 41 : 0),
  };
  const restores = Object.entries(sizes).map(([property, size]) => {
    const prototype = property === 'offsetHeight' ? HTMLElement.prototype : Element.prototype;
    const original = Object.getOwnPropertyDescriptor(prototype, property);
    Object.defineProperty(prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return size(this);
      },
    });
    return () => {
      if (original) Object.defineProperty(prototype, property, original);
    };
  });
  return () => {
    for (const restore of restores) restore();
  };
}

type Line = OverviewChild['invoice_lines'][number];
const okLine = ellaInOverview.invoice_lines[0] as Line;

/** A child of the overview in November 2026, made from Ella with its own id, care period and line. */
export function overviewChild(
  id: number,
  given_name: string,
  family_name: string,
  fields: Partial<OverviewChild> & { line?: Partial<Line>; period?: Partial<OverviewChild['care_times'][0]> },
): OverviewChild {
  const { line, period: periodFields, ...rest } = fields;
  const period = { ...ellaCarePeriod, id: id * 10 + 1, child_id: id, ...periodFields };
  const invoiceLine = { ...okLine, ...line };
  return {
    ...ellaInOverview,
    id,
    given_name,
    family_name,
    civic_number: `2203${String(id).padStart(2, '0')}-1234`,
    guardians: [{ id: 100 + id, given_name: 'Vh', family_name: family_name, email: '', percent: null }],
    care_times: [period],
    invoice_lines: [invoiceLine],
    invoice_status: invoiceLine.type,
    invoice_cost: invoiceLine.cost,
    start: period.start,
    end: period.end,
    department: period.department,
    commune: period.commune,
    care_time: period.care_time,
    cost: period.cost,
    ...rest,
  };
}

/** Four children, one of each kind: billed, no cost, first month and last month. */
export const ella = ellaInOverview;
export const olle = overviewChild(4, 'Olle', 'Ek', {
  note: 'Hämtas av mormor',
  period: { department: 'Lingon', cost: null },
  line: { type: 8, status: 'Ej giltig', status_message: 'Saknar kostnad', cost: 0, name: 'Ej giltig' },
});
export const saga = overviewChild(5, 'Saga', 'Lind', {
  note: 'Allergi',
  period: { start: '2026-11-16', cost: 1500 },
  line: { type: 16, status: 'Första månaden', status_message: 'Första månaden ~50%', cost: 750 },
});
export const noah = overviewChild(6, 'Noah', 'Berglund', {
  period: { end: '2026-11-20', cost: 1200, commune: 'Solna' },
  line: { type: 32, status: 'Sista månaden', status_message: 'Sista månaden ~67%', cost: 800 },
});
export const fourChildren = [ella, olle, saga, noah];
