import { InventoryManagement } from './inventory/inventory-management';

/** /manage/inventory (bar_manager and bartender): Inventory Management as a page of its own. */
export function InventoryPage() {
  return <InventoryManagement standalone />;
}
