import type { CarePeriodInput, ChildInput } from './fee-engine.ts';

// Inputs for the fee engine's tests: a full-time period and an active child with one guardian paying all.

export function carePeriod(
  start: string,
  end: string | null,
  costOre: number | null,
  more: Partial<CarePeriodInput> = {},
): CarePeriodInput {
  return { id: 1, start, end, careTime: 'Heltid', costOre, deleted: false, ...more };
}

export function child(carePeriods: CarePeriodInput[], more: Partial<ChildInput> = {}): ChildInput {
  return {
    id: 7,
    name: 'Alva Berg',
    active: true,
    carePeriods,
    guardians: [{ id: 70, percent: 100 }],
    ...more,
  };
}
