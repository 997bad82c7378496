import { Page } from '../../components/page';

/** The bar manager's persona home: the six tabs (Inventory, Recipes, Shopping List, ...) come next. */
export function ManagerDashboard() {
  return <Page title="Manager Dashboard" />;
}
