import { useEffect, useState } from 'react';
import { DEFAULT_TARGET_POUR_COST, targetPourCostFromPercent } from '@bar/domain';

export const TARGET_POUR_COST_STORAGE_KEY = 'bar.targetPourCost';

function readStored(): string {
  try {
    return localStorage.getItem(TARGET_POUR_COST_STORAGE_KEY) ?? String(DEFAULT_TARGET_POUR_COST * 100);
  } catch {
    return String(DEFAULT_TARGET_POUR_COST * 100);
  }
}

/**
 * The manager's target pour cost, typed as a percentage and kept in this browser (default 25%). `target` is the
 * share the rules use (0.25); a value outside 0..100 falls back to the default.
 */
export function useTargetPourCost() {
  const [percent, setPercent] = useState(readStored);
  useEffect(() => {
    try {
      localStorage.setItem(TARGET_POUR_COST_STORAGE_KEY, percent);
    } catch {
      // Not kept; the default comes back next time.
    }
  }, [percent]);
  return { percent, setPercent, target: targetPourCostFromPercent(percent) };
}
