import type { InventoryItem, Order, Recipe, User } from '@bar/domain';
import { container } from './cosmos';
import { CosmosStore, type DocumentStore, type Versioned } from './store';
import type { StoredInventoryItem } from './stock';

/** Inventory items, partitioned by category. */
export class InventoryRepository {
  constructor(readonly store: DocumentStore<StoredInventoryItem> = new CosmosStore(() => container('inventory'), 'Inventory item')) {}

  /** The whole stock in one query. */
  list(): Promise<StoredInventoryItem[]> {
    return this.store.query({ query: 'SELECT * FROM c' });
  }

  get(id: string, category: string): Promise<Versioned<StoredInventoryItem> | null> {
    return this.store.read(id, category);
  }

  async findByName(name: string): Promise<InventoryItem[]> {
    return this.store.query({ query: 'SELECT * FROM c WHERE LOWER(c.name) = @name', parameters: [{ name: '@name', value: name.toLowerCase() }] });
  }

  /** Finds an item by id when its category is not known: a query over every partition. */
  async findById(id: string): Promise<Versioned<StoredInventoryItem> | null> {
    const [found] = await this.store.query<InventoryItem>({
      query: 'SELECT * FROM c WHERE c.id = @id',
      parameters: [{ name: '@id', value: id }],
    });
    return found ? this.store.read(found.id, found.category) : null;
  }
}

/** Recipes, partitioned by category. */
export class RecipesRepository {
  constructor(readonly store: DocumentStore<Recipe> = new CosmosStore(() => container('recipes'), 'Recipe')) {}

  list(): Promise<Recipe[]> {
    return this.store.query({ query: 'SELECT * FROM c' });
  }

  get(id: string, category: string): Promise<Versioned<Recipe> | null> {
    return this.store.read(id, category);
  }

  async findById(id: string): Promise<Versioned<Recipe> | null> {
    const [found] = await this.store.query<Recipe>({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] });
    return found ? this.store.read(found.id, found.category) : null;
  }

  findByName(name: string): Promise<Array<Pick<Recipe, 'id' | 'name' | 'category'>>> {
    return this.store.query({
      query: 'SELECT c.id, c.name, c.category FROM c WHERE LOWER(c.name) = @name',
      parameters: [{ name: '@name', value: name.trim().toLowerCase() }],
    });
  }

  /** The recipes with the given ids, in one query. */
  byIds(ids: readonly string[]): Promise<Recipe[]> {
    return this.store.query({ query: 'SELECT * FROM c WHERE ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@ids', value: [...ids] }] });
  }

  /** The recipes that use an inventory item. */
  usingInventoryItem(inventoryItemId: string): Promise<Array<Pick<Recipe, 'id' | 'name'>>> {
    return this.store.query({
      query: 'SELECT c.id, c.name FROM c JOIN i IN c.ingredients WHERE i.inventoryItemId = @id',
      parameters: [{ name: '@id', value: inventoryItemId }],
    });
  }
}

/** Users, partitioned by their primary role. */
export class UsersRepository {
  constructor(readonly store: DocumentStore<User> = new CosmosStore(() => container('users'), 'User')) {}

  list(): Promise<User[]> {
    return this.store.query({ query: 'SELECT * FROM c' });
  }

  get(id: string, role: string): Promise<Versioned<User> | null> {
    return this.store.read(id, role);
  }

  /** A user whose role is not known: one query over every partition. */
  async findById(id: string): Promise<User[]> {
    return this.store.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] });
  }
}

/** Orders, partitioned by business date. */
export class OrdersRepository {
  constructor(readonly store: DocumentStore<Order> = new CosmosStore(() => container('orders'), 'Order')) {}

  get(id: string, date: string): Promise<Versioned<Order> | null> {
    return this.store.read(id, date);
  }

  /** One business date's orders in the given statuses, oldest first; only one customer's when given. */
  listForDate(date: string, statuses: readonly string[], customerId?: string): Promise<Order[]> {
    const parameters = [
      { name: '@date', value: date },
      { name: '@statuses', value: [...statuses] },
      ...(customerId ? [{ name: '@customerId', value: customerId }] : []),
    ];
    return this.store.query({
      query: `SELECT * FROM c WHERE c.date = @date AND ARRAY_CONTAINS(@statuses, c.status)${customerId ? ' AND c.customerId = @customerId' : ''} ORDER BY c.createdAt ASC`,
      parameters,
    });
  }
}

export interface Repositories {
  inventory: InventoryRepository;
  recipes: RecipesRepository;
  users: UsersRepository;
  orders: OrdersRepository;
}

let repos: Repositories | undefined;

export function repositories(): Repositories {
  repos ??= {
    inventory: new InventoryRepository(),
    recipes: new RecipesRepository(),
    users: new UsersRepository(),
    orders: new OrdersRepository(),
  };
  return repos;
}
