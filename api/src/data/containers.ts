/**
 * The Cosmos containers, one place: the repositories, local provisioning and the infrastructure test read these.
 */
export interface ContainerDefinition {
  name: string;
  partitionKey: string;
  /** Composite indexes the queries need (ORDER BY on several fields). */
  compositeIndexes?: Array<Array<{ path: string; order: 'ascending' | 'descending' }>>;
}

export const CONTAINERS = {
  inventory: { name: 'inventory', partitionKey: '/category' },
  recipes: { name: 'recipes', partitionKey: '/category' },
  orders: {
    name: 'orders',
    partitionKey: '/date',
    compositeIndexes: [
      [
        { path: '/status', order: 'ascending' },
        { path: '/createdAt', order: 'ascending' },
      ],
    ],
  },
  users: { name: 'users', partitionKey: '/role' },
  /** Who changed what and when: stock, recipes, restores, image deletions. Order moves live on the order. */
  audit: { name: 'audit', partitionKey: '/date' },
  /** Small documents the app keeps about its own data, one per id: the catalog's change marker (catalog-version.ts). */
  meta: { name: 'meta', partitionKey: '/id' },
  /**
   * The manager's reports, by business date: one summary of the date's orders (id 'summary', rebuilt from the
   * orders when their change marker moved), and the stock ledger: counts, deliveries and waste (ADR 16).
   */
  reports: { name: 'reports', partitionKey: '/date' },
} as const satisfies Record<string, ContainerDefinition>;

export type ContainerName = keyof typeof CONTAINERS;
export const CONTAINER_LIST: readonly ContainerDefinition[] = Object.values(CONTAINERS);

/** The document field that holds a container's partition key ('/category' -> 'category'). */
export const partitionField = (name: ContainerName): string => CONTAINERS[name].partitionKey.slice(1);
