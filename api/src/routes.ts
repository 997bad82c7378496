import type { RouteDefinition } from './http/route';
import { routes as health } from './functions/health';
import { routes as me } from './functions/users';
import { routes as inventory } from './functions/inventory';
import { routes as recipes } from './functions/recipes';
import { routes as initData } from './functions/init-data';
import { routes as orders } from './functions/orders';
import { routes as ai } from './functions/ai';
import { routes as auditTrail } from './functions/audit';
import { routes as images } from './functions/images';
import { routes as cleanup } from './functions/cleanup';
import { routes as backup } from './functions/backup';
import { routes as reports } from './functions/reports';
import { routes as stockLedger } from './functions/stock-ledger';

/**
 * The one route table: `main.ts` registers it with `app.http` in Azure, the local host mounts it under /api.
 */
export const ROUTES: readonly RouteDefinition[] = [
  ...health,
  ...me,
  ...inventory,
  ...recipes,
  ...ai,
  ...orders,
  ...auditTrail,
  ...initData,
  ...images,
  ...cleanup,
  ...backup,
  ...reports,
  ...stockLedger,
];
