import { lazy, Suspense } from 'react';
import type { Persona } from '@bar/domain';
import { LoadingScreen } from '../../components/loading-screen';
import { DrinkMenu } from '../../features/menu/drink-menu';
import { usePersona } from '../../personas/persona-context';

// The guests' menu is the home most visitors land on: it is part of the first download (two round trips fewer on
// a phone's connection); the staff dashboards load when opened.
const BartenderDashboard = lazy(() =>
  import('../../features/bartender/bartender-dashboard').then((m) => ({ default: m.BartenderDashboard })),
);
const ManagerDashboard = lazy(() =>
  import('../../features/manager/manager-dashboard').then((m) => ({ default: m.ManagerDashboard })),
);

/** The persona home: Manager Dashboard, Bartender Dashboard, or the customer's drinks view (the default). */
export function PersonaHome({ persona: forced }: { persona?: Persona }) {
  const { persona: current } = usePersona();
  const persona = forced ?? current;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {persona === 'bar_manager' ? <ManagerDashboard /> : persona === 'bartender' ? <BartenderDashboard /> : <DrinkMenu />}
    </Suspense>
  );
}
