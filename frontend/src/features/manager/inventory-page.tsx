import { Page } from '../../components/page';

/** /manage/inventory (bar_manager and bartender). */
export function InventoryPage() {
  return <Page title="Inventory Management" />;
}
