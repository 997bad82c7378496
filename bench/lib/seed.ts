import { CosmosClient } from '@azure/cosmos';
import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { businessDate } from '@bar/domain';

const LOCAL_COSMOS_KEY = Buffer.from('local-cosmos-emulator-key').toString('base64');
const WORDS = ['Gin', 'Rum', 'Tonic', 'Sour', 'Fizz', 'Mule', 'Spritz', 'Smash', 'Julep', 'Collins', 'Punch', 'Highball', 'Negroni', 'Daisy', 'Flip', 'Cobbler', 'Rickey', 'Swizzle', 'Toddy', 'Sling'];
const FLAVOURS = ['lime', 'mint', 'ginger', 'berry', 'honey', 'basil', 'peach', 'cherry', 'lemon', 'orange', 'cucumber', 'vanilla', 'coffee', 'coconut', 'apple'];

/** Writes documents straight into the bench stack's Cosmos (seeding thousands through the API would take minutes). */
export class BenchSeeder {
  private readonly client: CosmosClient;
  constructor(endpoint: string) {
    this.client = new CosmosClient({ endpoint, key: LOCAL_COSMOS_KEY, agent: new https.Agent({ rejectUnauthorized: false, keepAlive: true }) } as never);
  }

  private container(name: string) {
    return this.client.database('bar').container(name);
  }

  async count(container: string): Promise<number> {
    const { resources } = await this.container(container).items.query<number>('SELECT VALUE COUNT(1) FROM c').fetchAll();
    return resources[0] ?? 0;
  }

  private async writeAll(container: string, docs: Array<Record<string, unknown>>) {
    const c = this.container(container);
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < docs.length) await c.items.upsert(docs[next++]!);
      }),
    );
  }

  /** Sets every inventory item's stock to `quantity` (a model that measures service, not running out). */
  async fillStock(quantity: number): Promise<void> {
    const { resources } = await this.container('inventory').items.query<Record<string, unknown>>('SELECT * FROM c').fetchAll();
    await this.writeAll(
      'inventory',
      resources.map((doc) => ({ ...Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('_'))), quantity })),
    );
  }

  /** Adds drinks made of the stocked spirits until the menu has `total` drinks. */
  async fillRecipes(total: number): Promise<void> {
    const have = await this.count('recipes');
    const { resources: stock } = await this.container('inventory').items.query<{ id: string; unit: string; quantity: number }>('SELECT c.id, c.unit, c.quantity FROM c').fetchAll();
    const usable = stock.filter((s) => s.unit === 'ml' && s.quantity > 0);
    const now = new Date().toISOString();
    const docs = Array.from({ length: Math.max(0, total - have) }, (_, i) => {
      const a = WORDS[i % WORDS.length]!;
      const b = FLAVOURS[Math.floor(i / WORDS.length) % FLAVOURS.length]!;
      const item = usable[i % usable.length]!;
      return {
        id: randomUUID(),
        name: `${b[0]!.toUpperCase()}${b.slice(1)} ${a} No. ${i + 1}`,
        description: `A bench drink with ${b}.`,
        category: 'cocktail',
        price: 9 + (i % 7),
        prepTime: 3,
        ingredients: [{ inventoryItemId: item.id, quantity: 1, unit: 'ml' }],
        instructions: ['Stir.'],
        isAvailable: true,
        createdAt: now,
        updatedAt: now,
      };
    });
    await this.writeAll('recipes', docs);
  }

  /** Adds pending orders in today's business date until it has `total` orders. */
  async fillOrders(total: number): Promise<void> {
    const date = businessDate(new Date(), 'UTC', 6);
    const { resources } = await this.container('orders').items.query<number>({ query: 'SELECT VALUE COUNT(1) FROM c WHERE c.date = @d', parameters: [{ name: '@d', value: date }] }).fetchAll();
    const have = resources[0] ?? 0;
    const { resources: recipes } = await this.container('recipes').items.query<{ id: string; name: string; price: number }>('SELECT TOP 20 c.id, c.name, c.price FROM c').fetchAll();
    const docs = Array.from({ length: Math.max(0, total - have) }, (_, i) => {
      const r = recipes[i % recipes.length]!;
      const at = new Date(Date.now() - (total - i) * 1000).toISOString();
      return {
        id: randomUUID(),
        date,
        items: [{ recipeId: r.id, recipeName: r.name, quantity: 1, price: r.price }],
        status: i % 3 === 0 ? 'preparing' : 'pending',
        totalPrice: r.price,
        customerId: `bench-guest-${i % 300}`,
        customerName: `Guest ${i % 300}`,
        createdAt: at,
        updatedAt: at,
        ingredients: [],
        stockDeducted: false,
      };
    });
    await this.writeAll('orders', docs);
  }
}
