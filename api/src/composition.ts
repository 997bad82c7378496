/**
 * The composition root: the one place that builds what the handlers work with, once per process. The edge hands
 * it to every handler in the route context (`ctx.deps`); handlers and use cases never fetch a repository, a
 * client or the clock themselves (lint: eslint.config.mjs). Everything here is cheap to build: the Cosmos client
 * is made on the first database call, and the Blob Storage client and the AI engine (large packages) are loaded
 * on first use only, so a route that needs neither never loads them (cold start: ADR 17).
 */
import type { BlobServiceClient } from '@azure/storage-blob';
import { DEFAULT_PRODUCT_NAME, type MoneySettings } from '@bar/domain';
import type { BarSnapshot } from './ai';
import type { AiEngine } from './ai/port';
import { AiBudget } from './ai/rate-limit';
import type * as ImagesModule from './storage/images';
import type { KeyedStore } from './storage/keyed-store';
import { config, moneySettings, runsInAzure, type ApiConfig } from './config';
import type { RestorePorts } from './backup/import';
import { OneAtATime } from './backup/lock';
import type { AuditRepository } from './data/audit';
import { restoreTargets } from './data/backup-stores';
import { CatalogLists, CatalogVersion } from './data/catalog-version';
import { OrderListRead } from './data/order-lists';
import type { ListOrdersPorts } from './orders/list-orders';
import { probeDatabase } from './data/probe';
import { reportsRepository, type ReportsRepository } from './data/reports';
import { repositories, type Repositories } from './data/repositories';
import { applyOnce, deductingStock, restockOnce } from './data/stock';
import type { LedgerPorts } from './ledger/stock-moves';
import { currentDates } from './orders/dates';
import { MenuStock } from './orders/menu-stock';
import type { MoveStock } from './orders/move-ports';
import { OrderPlacer } from './orders/place-order';
import { createReadiness, type Readiness } from './platform/readiness';
import { SignIns } from './users/users';

/**
 * The bar's settings the use cases decide with, handed to them through their ports: read when used (config()
 * parses the environment on its first call), so building the dependencies never fails on a setting.
 */
export interface BarSettings {
  /** The bar's time zone (BAR_TIMEZONE): business dates, hours of the reports, a backup's date. */
  timeZone(): string;
  /** The hour a business day starts (BAR_DAY_START_HOUR). */
  dayStartHour(): number;
  /** The bar's name on its backups (PRODUCT_NAME; the demo bar's name when unset). */
  productName(): string;
  /** The pour cost a suggested price and the reports aim at (TARGET_POUR_COST). */
  targetPourCost(): number;
  /** How money is shown (BAR_CURRENCY, BAR_LOCALE). */
  money(): MoneySettings;
  /** The age from which the bar may serve alcohol (BAR_DRINKING_AGE). */
  drinkingAge(): number;
  /** Orders one guest may have on the way at once (OPEN_ORDERS_PER_GUEST). */
  openOrdersPerGuest(): number;
  /** Drinks one guest may have on the way at once (OPEN_DRINKS_PER_GUEST). */
  openDrinksPerGuest(): number;
  /** The share of what other guests leave of an item one guest's orders may hold (GUEST_STOCK_SHARE, ADR 29). */
  guestStockShare(): number;
}

/** The settings over the API's configuration (config.ts), each read when asked. */
export function barSettings(read: () => ApiConfig = config): BarSettings {
  return {
    timeZone: () => read().BAR_TIMEZONE,
    dayStartHour: () => read().BAR_DAY_START_HOUR,
    productName: () => read().PRODUCT_NAME || DEFAULT_PRODUCT_NAME,
    targetPourCost: () => read().TARGET_POUR_COST,
    money: () => moneySettings(read()),
    drinkingAge: () => read().BAR_DRINKING_AGE,
    openOrdersPerGuest: () => read().OPEN_ORDERS_PER_GUEST,
    openDrinksPerGuest: () => read().OPEN_DRINKS_PER_GUEST,
    guestStockShare: () => read().GUEST_STOCK_SHARE,
  };
}

export interface Dependencies extends Repositories {
  /** The bar's settings (time zone, day start, target pour cost, money, the guests' caps), read when used. */
  settings: BarSettings;
  audit: AuditRepository;
  reports: ReportsRepository;
  /** The Blob Storage client (images, restore sessions): loaded on first use. */
  blobs(): Promise<BlobServiceClient>;
  /** The image store (Blob Storage: upload, read, list, delete): loaded on first use. */
  images(): Promise<ImageStore>;
  /** The AI engine the configuration asks for (ai/index.ts): loaded on first use. */
  ai(): Promise<AiEngine>;
  /** What the AI bartender's routes work with besides the engine. */
  aiCalls: {
    /** Counts a call against the caller's per-minute budget for the route and the instance's (ai/rate-limit.ts); over either, tooManyRequests with its retry-after seconds. */
    spend(route: 'recommendations' | 'process', callerId: string): Promise<void>;
    /** The menu (with its availability for guests, orders/menu-stock.ts) and the stock, the pour cost and the money settings. */
    bar(forGuests: boolean): Promise<BarSnapshot>;
  };
  /** Now: the one clock of the request's decisions. */
  clock(): Date;
  /** Today's business date and the one before, by the clock (the bar's time zone and day start). */
  dates(): [today: string, yesterday: string];
  /** Today's business date, by the clock. */
  today(): string;
  /** Places orders, one group at a time on this process (orders/place-order.ts). */
  placer: OrderPlacer;
  /** The order lists' reads (orders/list-orders.ts): each call's marker reads over this instance's kept copies. */
  orderLists: Pick<ListOrdersPorts, 'read' | 'dateOrders'>;
  /** The menu with its availability, and what a placement does to it (orders/menu-stock.ts). */
  menu: MenuStock;
  /** This process's record of sign-ins (users/users.ts). */
  signIns: SignIns;
  /** Whether the database and the blob store answer, probed at most once every few seconds (platform/readiness.ts). */
  readiness: Readiness;
  /** The catalog's lists (the menu, the stock) kept on this process under the catalog's marker (ADR 12). */
  catalogLists: CatalogLists;
  /** The catalog's change marker (ADR 12): moved when the free stock changes without a catalog write (an order's promise ends). */
  catalogMarker: { bump(): Promise<void> };
  /** The stock's exactly-once deduction and put-back for an order's moves (data/stock.ts). */
  orderStock: MoveStock;
  /** The stock ledger's changes (counts, deliveries, waste), each applied once per item (data/stock.ts). */
  ledgerStock: Pick<LedgerPorts, 'applyOnce'>;
  /** Faults the crash-recovery tests inject through the environment; none in production. */
  faults: {
    /** FAULT_MOVE_BACK_CRASH_AFTER_ITEMS=n: a move back's request fails after it put n items back, before the order is written again. */
    moveBack(): (() => void) | undefined;
  };
  /** What a restore writes through (backup/import.ts): a manager's, and the start-up recovery of an interrupted one. */
  restore: RestorePorts;
}

/** What the handlers use of the image store (storage/images.ts). */
export type ImageStore = Pick<typeof ImagesModule, 'generateImageName' | 'putImage' | 'openImage' | 'listAllImages' | 'lazyImageStream' | 'deleteImage'>;

let built: Dependencies | undefined;

/** The crash tests' faults run on a development machine only: in Azure the variables do nothing. */
const faultsAllowed = () => !runsInAzure(process.env);

function moveBackFault(): (() => void) | undefined {
  if (!faultsAllowed()) return undefined;
  const limit = Number(process.env.FAULT_MOVE_BACK_CRASH_AFTER_ITEMS ?? '');
  if (!limit) return undefined;
  let done = 0;
  return () => {
    if (++done >= limit) throw new Error('Simulated crash while putting stock back');
  };
}

/** FAULT_RESTORE_CRASH_AFTER_WRITES=n: the process ends (SIGKILL) as a restore is about to write its (n+1)th record. */
function restoreCrashFault(): (() => void) | undefined {
  const value = process.env.FAULT_RESTORE_CRASH_AFTER_WRITES;
  if (!value || !faultsAllowed()) return undefined;
  const limit = Number(value);
  let written = 0;
  return () => {
    if (++written > limit) process.kill(process.pid, 'SIGKILL');
  };
}

/** What placing an order works with: the repositories, the business dates and the caps, the menu that follows. */
export type PlacingParts = Pick<Dependencies, 'orders' | 'recipes' | 'inventory' | 'dates' | 'clock'> & { menu: Pick<MenuStock, 'stockPromised'> };

/** Placing orders over these parts (the composition root builds one per process). */
export function placingOrders(parts: PlacingParts, caps: { openOrdersPerGuest(): number; openDrinksPerGuest(): number; guestStockShare?(): number }): OrderPlacer {
  return new OrderPlacer({
    orders: parts.orders,
    recipes: parts.recipes,
    stock: parts.inventory,
    dates: parts.dates,
    clock: parts.clock,
    openOrdersPerGuest: caps.openOrdersPerGuest,
    openDrinksPerGuest: caps.openDrinksPerGuest,
    guestStockShare: caps.guestStockShare,
    stockPromised: (before, after) => parts.menu.stockPromised(before, after),
  });
}

/**
 * The process's dependencies, built on first call: by the edge for every request, and by the hosts (the Azure
 * entry, main.ts, and the local host) for what runs before any request, the recovery of an interrupted restore.
 */
export function dependencies(): Dependencies {
  if (built) return built;
  const clock = () => new Date();
  // The settings are read when used (config() is parsed once), so building the dependencies never fails on them.
  const settings = barSettings();
  const dates = () => currentDates(clock(), { timeZone: settings.timeZone(), dayStartHour: settings.dayStartHour() });
  const today = () => dates()[0];
  // The catalog's marker and the lists kept under it: one per process, moved by every catalog and stock write.
  const catalogMarker = new CatalogVersion();
  const catalogLists = new CatalogLists(catalogMarker);
  const repos = repositories(today, catalogMarker);
  const reports = reportsRepository(repos.orders);
  const images = () => import('./storage/images');
  const blobs = async () => (await import('./storage/blob')).blobService();
  const menu = new MenuStock({ recipes: repos.recipes, inventory: repos.inventory, orders: repos.orders, dates, marker: catalogMarker, lists: catalogLists });
  const readiness = createReadiness([
    { name: 'database', run: probeDatabase },
    // A container-level call: the Function App's identity holds Storage Blob Data Contributor, which does not cover
    // account-level properties.
    { name: 'image storage', run: async () => (await blobs()).getContainerClient((await import('./storage/containers')).RESTORE_SESSIONS_CONTAINER).exists() },
  ], { now: () => clock().getTime() });
  const aiBudget = new AiBudget();
  // The restore's journal, lock and chunked uploads: one store over the sessions' Blob container, made on first use.
  let sessionStore: Promise<KeyedStore> | undefined;
  const restoreSessions = () =>
    (sessionStore ??= (async () => {
      const [{ RESTORE_SESSIONS_CONTAINER, blobContainer }, { blobKeyedStore }] = await Promise.all([import('./storage/containers'), import('./storage/keyed-store')]);
      return blobKeyedStore(await blobContainer(RESTORE_SESSIONS_CONTAINER));
    })().catch((err: unknown) => {
      sessionStore = undefined;
      throw err;
    }));
  const restoreFault = restoreCrashFault();
  built = {
    ...repos,
    settings,
    reports,
    blobs,
    images,
    ai: async () => (await import('./ai')).aiEngine(config()),
    aiCalls: {
      spend: async (route, callerId) => aiBudget.spend(route, callerId, config()),
      bar: async (forGuests) => ({ ...(await menu.bar(forGuests)), targetPourCost: settings.targetPourCost(), money: settings.money(), drinkingAge: settings.drinkingAge() }),
    },
    clock,
    dates,
    today,
    placer: placingOrders({ ...repos, dates, clock, menu }, settings),
    orderLists: {
      read: (today) => new OrderListRead(repos.orders, today),
      dateOrders: (date, statuses, customerId) => repos.orders.listForDateWithVersion(date, statuses, customerId),
    },
    menu,
    signIns: new SignIns(),
    readiness,
    catalogLists,
    catalogMarker,
    orderStock: { deducting: (work) => deductingStock(catalogMarker, work), restockOnce: (...restock) => restockOnce(catalogMarker, ...restock) },
    faults: { moveBack: moveBackFault },
    ledgerStock: { applyOnce: (item, ...change) => applyOnce(catalogMarker, item, ...change) },
    restore: {
      target: restoreTargets({ ...repos, reports }),
      catalog: async () => {
        const [inventory, recipes] = await Promise.all([repos.inventory.list(), repos.recipes.list()]);
        return { inventory, recipes };
      },
      putImage: async (...image) => (await images()).putImage(...image),
      audit: repos.audit,
      clock,
      today,
      ...(restoreFault ? { beforeWrite: restoreFault } : {}),
      oneAtATime: new OneAtATime(),
      sessions: restoreSessions,
    },
  };
  return built;
}
