import { dateInMonth, daysInMonth, monthOf } from '../calendar/dates.ts';

/**
 * A small seeded generator (mulberry32), so the demo data and the stand-ins' fictional records are the
 * same on every machine.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A calendar date YYYY-MM-DD between two years, inclusive. */
  date(fromYear: number, toYear: number): string {
    const year = this.int(fromYear, toYear);
    const month = this.int(1, 12);
    const day = this.int(1, daysInMonth(year, month));
    return dateInMonth(monthOf(year, month), day);
  }
}
