import { dateInStockholm } from '@kansli/domain/calendar/stockholm';

/** Where services read the time; tests set it, so no rule depends on the day the tests run. */
export interface Clock {
  now(): Date;
  /** Today's date in Stockholm, 'YYYY-MM-DD'. */
  today(): string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => dateInStockholm(new Date()),
};

/** A clock that stands still at an instant until it is set to another. */
export function fixedClock(instant: string | Date): Clock & { set(instant: string | Date): void } {
  let current = new Date(instant);
  return {
    now: () => new Date(current),
    today: () => dateInStockholm(current),
    set(next) {
      current = new Date(next);
    },
  };
}
