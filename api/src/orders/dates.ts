import { businessDate, previousDate } from '@bar/domain';

/** Where the bar's day is: its time zone and the hour a business day starts (the composition root's settings). */
export interface BarDay {
  timeZone: string;
  dayStartHour: number;
}

/** Today's business date and the one before, in the bar's time zone: the queue reads both, so the night's orders stay in view. */
export function currentDates(now: Date, day: BarDay): [string, string] {
  const today = businessDate(now, day.timeZone, day.dayStartHour);
  return [today, previousDate(today)];
}
