import { useMyOrders } from './use-my-orders';
import { useReadyAlerts } from './use-ready-alerts';

/**
 * Follows the guest's orders on every page of the signed-in app (the menu, a drink's page, a search), so that an
 * order moving to ready alerts them wherever they are. Mounted by the app layout for the customer persona; it
 * shares the menu's poll (same request, one answer).
 */
export function ReadyAlerts() {
  const { data } = useMyOrders();
  useReadyAlerts(data);
  return null;
}
