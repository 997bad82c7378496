import { businessDate, previousDate } from '@bar/domain';
import { config } from '../config';

/** Today's business date and the one before, in the bar's time zone: the queue reads both, so the night's orders stay in view. */
export function currentDates(now: Date): [string, string] {
  const cfg = config();
  const today = businessDate(now, cfg.BAR_TIMEZONE, cfg.BAR_DAY_START_HOUR);
  return [today, previousDate(today)];
}
