import { useEffect, useState } from 'react';

/** A ticket turns amber after this many minutes of waiting, and red after the second. */
export const AGE_WARNING_MINUTES = 3;
export const AGE_LATE_MINUTES = 6;
/** How often the ages on screen are recomputed. */
export const AGE_TICK_MS = 15_000;

export type AgeLevel = 'fresh' | 'warning' | 'late';

export interface TicketAge {
  minutes: number;
  level: AgeLevel;
  /** What the ticket shows: '<1 min', '2 min', '1 h 05 min'. */
  label: string;
  /** The text cue beside the colour (not colour alone), empty while fresh. */
  cue: string;
}

export function ageMinutes(createdAt: string, now: number): number {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((now - created) / 60_000));
}

export function ageLevel(minutes: number, warning = AGE_WARNING_MINUTES, late = AGE_LATE_MINUTES): AgeLevel {
  if (minutes >= late) return 'late';
  if (minutes >= warning) return 'warning';
  return 'fresh';
}

export function formatAge(minutes: number): string {
  if (minutes < 1) return '<1 min';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const CUES: Record<AgeLevel, string> = { fresh: '', warning: 'waiting', late: 'overdue' };

export function ticketAge(createdAt: string, now: number): TicketAge {
  const minutes = ageMinutes(createdAt, now);
  const level = ageLevel(minutes);
  return { minutes, level, label: formatAge(minutes), cue: CUES[level] };
}

/** The current time, refreshed every `intervalMs`: ages tick without each ticket running a timer. */
export function useNow(intervalMs = AGE_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
