/** Display helpers shared by the views: pure, no locale data needed. */

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as month/day/year in the viewer's time zone, e.g. '3/7/2025'; 'Unknown' when absent or invalid. */
export function formatMonthDayYear(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return 'Unknown';
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** The calendar date as YYYY-MM-DD in the viewer's time zone (file names, date pickers). */
export function localIsoDate(value: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
