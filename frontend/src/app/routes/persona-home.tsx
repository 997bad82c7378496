import type { Persona } from '@bar/domain';
import { retryableLazy } from '../../components/load-boundary';
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

/** The persona home: Manager Dashboard, Bartender Dashboard, or the customer's drinks view (the default). */
export function PersonaHome({ persona: forced }: { persona?: Persona }) {
  const { persona: current } = usePersona();
  const persona = forced ?? current;
  return persona === 'bar_manager' ? <ManagerDashboard /> : persona === 'bartender' ? <BartenderDashboard /> : <DrinkMenu />;
}
