import { useParams } from 'react-router';
import type { Persona } from '@bar/domain';
import { retryableLazy } from '../../components/load-boundary';
import { searchTermFromParam } from '../../config/paths';
import { DrinkMenu } from '../../features/menu/drink-menu';
import { usePersona } from '../../personas/persona-context';

// The guests' menu is the home most visitors land on: it is part of the first download (two round trips fewer on
// a phone's connection); the staff dashboards load when opened, the shell's Suspense (app-layout.tsx) showing the
// spinner meanwhile.
const BartenderDashboard = retryableLazy(async () => ({
  default: (await import('../../features/bartender/bartender-dashboard')).BartenderDashboard,
}));
const ManagerDashboard = retryableLazy(async () => ({
  default: (await import('../../features/manager/manager-dashboard')).ManagerDashboard,
}));

/**
 * The persona home: Manager Dashboard, Bartender Dashboard, or the customer's drinks view (the default). It is also
 * the element of /search/{query}, which is the customer's drinks view whatever the persona: typing in the search
 * box moves between the menu's address and /search/{term}, and one element for both keeps the view (its focus,
 * its scroll, its cards) instead of mounting it anew.
 */
export function PersonaHome({ persona: forced }: { persona?: Persona }) {
  const { persona: current } = usePersona();
  const { query } = useParams();
  const persona = query !== undefined ? 'customer' : (forced ?? current);
  if (persona === 'bar_manager') return <ManagerDashboard />;
  if (persona === 'bartender') return <BartenderDashboard />;
  return <DrinkMenu initialSearch={searchTermFromParam(query)} />;
}
