import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type AiProcessedRecipe } from '@bar/domain';
import { toast } from '../../src/components/toast';
import { AI_PROCESS_FAILED } from '../../src/features/manager/ai-import/ai-import-dialog';
import { TARGET_POUR_COST_STORAGE_KEY } from '../../src/features/manager/recipes/target-pour-cost';
import { PERSONA_STORAGE_KEY } from '../../src/personas/persona-context';
import { fakeResponse } from '../support/fake-response';
import { renderApp, users } from '../support/render-app';
import { buttonIn, dialogTitled, drink, installFakeApi, openDialog, sent, server, stockItem, uninstallFakeApi } from './manager-fake-api';

// Fluent's components are heavy in jsdom: a test that opens dialogs takes seconds.
jest.setTimeout(60_000);

// Inside dialogs the queries go by label and text (see manager-fake-api.ts); the browser tests cover the real roles.

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  installFakeApi();
});
afterEach(() => {
  act(() => toast.dismiss());
  uninstallFakeApi();
});

async function openRecipes(path = '/personas/bar_manager?tab=recipes') {
  const view = renderApp(path, { user: users.manager });
  await screen.findAllByTestId('recipe-card');
  return view;
}

const card = (name: string) => screen.getAllByTestId('recipe-card').find((c) => c.querySelector('h2, h3')?.textContent === name)!;

async function openAddDialog() {
  fireEvent.click(buttonIn(document.body, 'Add Recipe'));
  return dialogTitled('Add Recipe');
}

async function chooseIngredient(dialog: HTMLElement, index: number, itemName: string) {
  const combobox = within(dialog).getByLabelText(`Ingredient ${index + 1}`, { selector: 'input' });
  // Typing opens the list and filters the inventory.
  fireEvent.keyDown(combobox, { key: itemName[0] });
  fireEvent.change(combobox, { target: { value: itemName.slice(0, 5) } });
  fireEvent.click(await screen.findByText(itemName, { selector: '[role="option"]', exact: false }));
}

describe('Recipe Management', () => {
  it('shows each drink as a card with price, pour cost and margin, and flags drinks above the target', async () => {
    // Gin at $0.03/ml: 50 ml cost $1.50. At $10 that is 15%; at $5, 30% (above 25%).
    server.recipes = [drink('gin-tonic', 'Gin & Tonic', { price: 10 }), drink('cheap-gin', 'Cheap Gin', { price: 5 })];
    await openRecipes();
    const fine = card('Gin & Tonic');
    expect(within(fine).getByText('$10.00')).toBeTruthy();
    expect(within(fine).getByText('$1.50')).toBeTruthy();
    expect(within(fine).getByText('15%')).toBeTruthy();
    expect(within(fine).getByText('$8.50')).toBeTruthy();
    expect(within(fine).queryByText(/above 25% target/)).toBeNull();
    expect(within(card('Cheap Gin')).getByText('30%')).toBeTruthy();
    expect(within(card('Cheap Gin')).getByText('Pour cost above 25% target')).toBeTruthy();

    // The target is the manager's to set, and kept in this browser.
    fireEvent.change(screen.getByLabelText('Target pour cost (%)'), { target: { value: '35' } });
    await waitFor(() => expect(within(card('Cheap Gin')).queryByText(/above .* target/)).toBeNull());
    expect(localStorage.getItem(TARGET_POUR_COST_STORAGE_KEY)).toBe('35');
  });

  it('sends a boolean when availability is toggled', async () => {
    await openRecipes();
    fireEvent.click(within(card('Gin & Tonic')).getByLabelText('Gin & Tonic available'));
    await waitFor(() => expect(sent('PATCH', '/recipes/gin-tonic/availability')).toHaveLength(1));
    const patch = sent('PATCH', '/recipes/gin-tonic/availability')[0]!;
    expect(patch.body).toEqual({ isAvailable: false });
    expect(patch.query.get('category')).toBe('cocktail');
    expect(await screen.findByText('Hidden from menu')).toBeTruthy();
  });

  it("says 'Failed to update recipe' when the availability change fails, and moves the switch back", async () => {
    server.override = (r) => (r.method === 'PATCH' ? fakeResponse(500, { error: 'Database unavailable' }) : undefined);
    await openRecipes();
    const toggle = within(card('Gin & Tonic')).getByLabelText('Gin & Tonic available') as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('Failed to update recipe')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it("validates the name ('Please enter a recipe name') and an ingredient before anything is sent", async () => {
    await openRecipes();
    const dialog = await openAddDialog();
    fireEvent.click(buttonIn(dialog, 'Add Recipe'));
    expect(await within(dialog).findByText('Please enter a recipe name')).toBeTruthy();
    expect(within(dialog).getByText('Choose an inventory item')).toBeTruthy();
    expect(sent('POST', '/recipes')).toHaveLength(0);
  });

  it('adds a recipe: cost price read-only from the ingredients, no price unless above 0, empty steps dropped, prep time 5', async () => {
    await openRecipes();
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Gin Sour' } });
    await chooseIngredient(dialog, 0, 'London Dry Gin');
    fireEvent.change(within(dialog).getByLabelText('Quantity of ingredient 1'), { target: { value: '50' } });
    fireEvent.click(buttonIn(dialog, 'Add ingredient'));
    await chooseIngredient(dialog, 1, 'Fresh Lime Juice');
    fireEvent.change(within(dialog).getByLabelText('Quantity of ingredient 2'), { target: { value: '20' } });

    // 50 ml x $0.03 + 20 ml x $0.015 = $1.80, read-only.
    const costPrice = within(dialog).getByLabelText('Cost price') as HTMLInputElement;
    expect(costPrice.value).toBe('$1.80');
    expect(costPrice.readOnly).toBe(true);
    expect((within(dialog).getByLabelText('Prep time (minutes)') as HTMLInputElement).value).toBe('5');

    fireEvent.change(within(dialog).getByLabelText(/^Instructions/), { target: { value: 'Shake hard\n\n   \nStrain\n' } });
    fireEvent.change(within(dialog).getByLabelText('Sale price ($)'), { target: { value: '0' } });
    fireEvent.click(buttonIn(dialog, 'Add Recipe'));

    await waitFor(() => expect(sent('POST', '/recipes')).toHaveLength(1));
    const body = sent('POST', '/recipes')[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Gin Sour',
      description: '',
      category: 'cocktail',
      ingredients: [
        { inventoryItemId: 'gin', quantity: 50, unit: 'ml' },
        { inventoryItemId: 'lime', quantity: 20, unit: 'ml' },
      ],
      instructions: ['Shake hard', 'Strain'],
      prepTime: 5,
      isAvailable: true,
    });
    expect('price' in body).toBe(false);
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(card('Gin Sour')).toBeTruthy();
  });

  it("edits a recipe with PUT (price sent when above 0); 'Failed to update recipe' with the server's reason", async () => {
    server.override = (r) => (r.method === 'PUT' ? fakeResponse(409, { error: "A drink named 'Negroni' already exists" }) : undefined);
    await openRecipes();
    fireEvent.click(within(card('Gin & Tonic')).getByLabelText('Edit Gin & Tonic'));
    const dialog = await dialogTitled('Edit Gin & Tonic');
    fireEvent.change(within(dialog).getByLabelText('Sale price ($)'), { target: { value: '11.5' } });
    fireEvent.click(buttonIn(dialog, 'Save Changes'));
    expect(await within(dialog).findByText("Failed to update recipe: A drink named 'Negroni' already exists")).toBeTruthy();
    const put = sent('PUT', '/recipes/gin-tonic')[0]!;
    expect(put.query.get('category')).toBe('cocktail');
    expect(put.body).toMatchObject({ name: 'Gin & Tonic', price: 11.5, isAvailable: true, instructions: ['Stir', 'Strain'] });
  });

  it('writes a drink over the version it still is (If-Match); a price another manager changed meanwhile is not written over', async () => {
    await openRecipes();
    fireEvent.click(within(card('Gin & Tonic')).getByLabelText('Edit Gin & Tonic'));
    const dialog = await dialogTitled('Edit Gin & Tonic');
    server.recipes.find((r) => r.id === 'gin-tonic')!.price = 9.5;
    fireEvent.change(within(dialog).getByLabelText('Sale price ($)'), { target: { value: '11.5' } });
    fireEvent.click(buttonIn(dialog, 'Save Changes'));
    expect(await within(dialog).findByText(/This drink was changed by someone else while your form was open/)).toBeTruthy();
    expect(sent('PUT', '/recipes/gin-tonic')).toHaveLength(0);
    expect(server.recipes.find((r) => r.id === 'gin-tonic')!.price).toBe(9.5);
  });

  it("deletes a recipe; 'Failed to delete recipe' when that fails", async () => {
    server.override = (r) => (r.method === 'DELETE' ? fakeResponse(500, { error: 'Database unavailable' }) : undefined);
    await openRecipes();
    fireEvent.click(within(card('Gin & Tonic')).getByLabelText('Delete Gin & Tonic'));
    const dialog = await dialogTitled('Delete Gin & Tonic?');
    fireEvent.click(buttonIn(dialog, 'Delete'));
    expect(await within(dialog).findByText('Failed to delete recipe: Database unavailable')).toBeTruthy();
    server.override = undefined;
    fireEvent.click(buttonIn(dialog, 'Delete'));
    await waitFor(() => expect(screen.queryAllByTestId('recipe-card')).toHaveLength(0));
  });

  it('deletes a drink as the page showed it (If-Match); one another manager changed meanwhile is not deleted, and the list shows the change', async () => {
    await openRecipes();
    fireEvent.click(within(card('Gin & Tonic')).getByLabelText('Delete Gin & Tonic'));
    const dialog = await dialogTitled('Delete Gin & Tonic?');
    server.recipes.find((r) => r.id === 'gin-tonic')!.price = 12;
    fireEvent.click(buttonIn(dialog, 'Delete'));
    expect(await within(dialog).findByText(/This drink was changed by someone else after this page showed it, so it was not deleted/)).toBeTruthy();
    expect(sent('DELETE', '/recipes/gin-tonic')).toHaveLength(0);
    expect(server.recipes.map((r) => r.id)).toContain('gin-tonic');
    fireEvent.click(buttonIn(dialog, 'Cancel'));
    await waitFor(() => expect(within(card('Gin & Tonic')).getByText(/12\.00/)).toBeTruthy());

    // Taken off the menu meanwhile (a bartender's switch) is no change to what is deleted; the delete names its version.
    fireEvent.click(within(card('Gin & Tonic')).getByLabelText('Delete Gin & Tonic'));
    const again = await dialogTitled('Delete Gin & Tonic?');
    server.recipes.find((r) => r.id === 'gin-tonic')!.isAvailable = false;
    fireEvent.click(buttonIn(again, 'Delete'));
    await waitFor(() => expect(screen.queryAllByTestId('recipe-card')).toHaveLength(0));
    expect(sent('DELETE', '/recipes/gin-tonic')[0]!.headers['If-Match']).toBeTruthy();
  });

  it('does not offer to delete a drink that is on an open order, and says why and what to do', async () => {
    const order = (status: string) => ({ id: `o-${status}`, status, items: [{ recipeId: 'gin-tonic', recipeName: 'Gin & Tonic', quantity: 2, price: 10 }] });
    server.override = (r) =>
      r.method === 'GET' && r.route === '/orders' ? fakeResponse(200, { data: [order('pending'), order('completed')] }) : undefined;
    await openRecipes();
    fireEvent.click(within(card('Gin & Tonic')).getByLabelText('Delete Gin & Tonic'));
    const dialog = await dialogTitled('Delete Gin & Tonic?');
    const warning = await within(dialog).findByTestId('delete-blocked');
    expect(warning.textContent).toBe(messages.recipeOnOpenOrders(1));
    expect(warning.textContent).toMatch(/on 1 open order .*Turn its Available switch off .*delete it once that order is served/);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(sent('GET', '/orders').some((r) => r.query.get('role') === 'bar_manager')).toBe(true);
  });

  it('is a page of its own at /manage/recipes', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'bar_manager');
    await openRecipes('/manage/recipes');
    expect(screen.getByRole('heading', { level: 1, name: 'Recipe Management' })).toBeTruthy();
    expect(within(card('Gin & Tonic')).getByRole('heading', { level: 2 })).toBeTruthy();
  });
});

describe('AI Recipe Import', () => {
  // Typed as the API's answer, so the fixture follows the contract in domain/src/ai.
  const processed: AiProcessedRecipe = {
    name: 'Southside',
    description: 'Gin, lime and mint.',
    category: 'cocktail',
    ingredients: [
      { name: 'gin', quantity: 60, unit: 'ml', inventoryItemId: 'gin', source: '60 ml gin', inventoryMatch: { id: 'gin', name: 'London Dry Gin', category: 'spirit', unit: 'ml', confidence: 0.95 } },
      { name: 'lime juice', quantity: 25, unit: 'ml', inventoryItemId: 'lime', source: '25 ml lime juice', inventoryMatch: { id: 'lime', name: 'Fresh Lime Juice', category: 'mixer', unit: 'ml', confidence: 0.9 } },
    ],
    unmatchedIngredients: ['8 mint leaves'],
    instructions: ['Shake', 'Double strain'],
    prepTime: 4,
    estimatedPrice: 9.5,
    confidence: 0.85,
  };

  async function openImport() {
    await openRecipes();
    fireEvent.click(buttonIn(document.body, 'AI Recipe Import'));
    return dialogTitled('AI Recipe Import');
  }

  function fill(dialog: HTMLElement, name: string, ingredients: string) {
    fireEvent.change(within(dialog).getByLabelText(/^Recipe name/), { target: { value: name } });
    fireEvent.change(within(dialog).getByLabelText(/^Ingredients/), { target: { value: ingredients } });
  }

  const processButton = (dialog: HTMLElement) => buttonIn(dialog, 'Process Recipe');

  it('needs a name and ingredients before it calls the server', async () => {
    const dialog = await openImport();
    fill(dialog, 'Southside', '  \n ');
    fireEvent.click(processButton(dialog));
    expect(await within(dialog).findByText('Please provide at least a recipe name and ingredients')).toBeTruthy();
    expect(sent('POST', '/recipes/ai-process')).toHaveLength(0);
  });

  it.each([
    [422, 'No ingredients could be matched to inventory items', 'No ingredients could be matched to inventory items'],
    [500, 'Internal error', AI_PROCESS_FAILED],
    [404, 'Not found', AI_PROCESS_FAILED],
  ])('answers a %s with %p -> %p', async (status, error, shown) => {
    server.override = (r) => (r.route === '/recipes/ai-process' ? fakeResponse(status, { error }) : undefined);
    const dialog = await openImport();
    fill(dialog, 'Mystery', '1 unicorn tear');
    fireEvent.click(processButton(dialog));
    expect(await within(dialog).findByText(shown)).toBeTruthy();
  });

  it("shows the processed recipe as a draft; an unmatched ingredient blocks 'Add to Menu' until removed on purpose; the price follows the target pour cost", async () => {
    server.override = (r) => (r.route === '/recipes/ai-process' ? fakeResponse(200, { data: processed }) : undefined);
    const dialog = await openImport();
    fill(dialog, 'Southside', '60 ml gin\n25 ml lime juice\n\n8 mint leaves');
    fireEvent.change(within(dialog).getByLabelText(/^Instructions/), { target: { value: 'Shake\nDouble strain' } });
    fireEvent.click(processButton(dialog));

    expect(await within(dialog).findByText('Confidence 85%')).toBeTruthy();
    expect(within(dialog).getByText('Confidence 85%').closest('[data-high]')).toBeTruthy();
    expect(sent('POST', '/recipes/ai-process')[0]!.body).toEqual({
      name: 'Southside',
      ingredients: ['60 ml gin', '25 ml lime juice', '8 mint leaves'],
      instructions: ['Shake', 'Double strain'],
    });
    const lines = within(dialog).getAllByTestId('draft-ingredient');
    expect(lines).toHaveLength(3);
    expect((within(lines[0]!).getByLabelText('Inventory item for 60 ml gin') as HTMLInputElement).value).toBe('London Dry Gin');
    expect(within(lines[0]!).getByText('Match 95%')).toBeTruthy();
    expect(lines[2]!.getAttribute('data-unresolved')).toBe('true');
    expect(within(dialog).getByTestId('draft-unresolved')).toBeTruthy();
    expect(buttonIn(dialog, 'Add to Menu').disabled).toBe(true);

    // 60 ml x $0.03 + 25 ml x $0.015 = $2.18 at the 25% target: $8.72, rounded up to $9.00 (not the answer's $9.50).
    expect((within(dialog).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('9');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Southside Royale' } });
    fireEvent.change(within(lines[1]!).getByLabelText('Quantity of 25 ml lime juice'), { target: { value: '20' } });
    fireEvent.click(within(lines[2]!).getByLabelText('Remove 8 mint leaves'));
    expect(within(dialog).queryByTestId('draft-unresolved')).toBeNull();
    fireEvent.click(buttonIn(dialog, 'Add to Menu'));

    await waitFor(() => expect(sent('POST', '/recipes')).toHaveLength(1));
    expect(sent('POST', '/recipes')[0]!.body).toEqual({
      name: 'Southside Royale',
      description: 'Gin, lime and mint.',
      category: 'cocktail',
      ingredients: [
        { inventoryItemId: 'gin', quantity: 60, unit: 'ml' },
        { inventoryItemId: 'lime', quantity: 20, unit: 'ml' },
      ],
      instructions: ['Shake', 'Double strain'],
      prepTime: 4,
      isAvailable: true,
      // $1.80 + $0.30 = $2.10 at 25%: $8.40 -> $8.50.
      price: 8.5,
    });
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(card('Southside Royale')).toBeTruthy();
  });

  it('a batch imported as one serve says so; a single drink says nothing of serves', async () => {
    server.override = (r) => (r.route === '/recipes/ai-process' ? fakeResponse(200, { data: { ...processed, servings: 40 } }) : undefined);
    const dialog = await openImport();
    fill(dialog, 'Interval Southside', 'Batch for 40 serves\n2.4 L gin\n1 L lime juice');
    fireEvent.click(processButton(dialog));
    const note = await within(dialog).findByTestId('draft-batch');
    expect(note.textContent).toContain('This recipe makes 40 serves: the amounts below are for one serve');

    server.override = (r) => (r.route === '/recipes/ai-process' ? fakeResponse(200, { data: processed }) : undefined);
    fireEvent.click(buttonIn(dialog, 'Edit Input'));
    fireEvent.click(processButton(dialog));
    await within(dialog).findByText('Confidence 85%');
    expect(within(dialog).queryByTestId('draft-batch')).toBeNull();
  });

  it("a drink whose name says alcohol-free while a product in it holds alcohol is flagged until the name or the product changes", async () => {
    server.override = (r) => (r.route === '/recipes/ai-process' ? fakeResponse(200, { data: { ...processed, name: 'Virgin Southside' } }) : undefined);
    const dialog = await openImport();
    fill(dialog, 'Virgin Southside', '60 ml gin\n25 ml lime juice');
    fireEvent.click(processButton(dialog));
    const note = await within(dialog).findByTestId('draft-alcohol-said');
    expect(note.textContent).toBe('The name says this drink is alcohol-free, but London Dry Gin holds alcohol: remove it, or change the name, before adding the drink.');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Southside' } });
    expect(within(dialog).queryByTestId('draft-alcohol-said')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Kinderpunsch (alkoholfrei)' } });
    expect(within(dialog).getByTestId('draft-alcohol-said')).toBeTruthy();
    fireEvent.click(within(within(dialog).getAllByTestId('draft-ingredient')[0]!).getByLabelText('Remove 60 ml gin'));
    expect(within(dialog).queryByTestId('draft-alcohol-said')).toBeNull();
  });

  it('Edit Input goes back with the text kept', async () => {
    server.override = (r) => (r.route === '/recipes/ai-process' ? fakeResponse(200, { data: processed }) : undefined);
    const dialog = await openImport();
    fill(dialog, 'Southside', '60 ml gin');
    fireEvent.click(processButton(dialog));
    await within(dialog).findByText('Confidence 85%');
    fireEvent.click(buttonIn(dialog, 'Edit Input'));
    expect((within(dialog).getByLabelText(/^Recipe name/) as HTMLInputElement).value).toBe('Southside');
  });

  it("a suggested substitute is confirmed or rejected by the manager; 0.8 is not highlighted; 'Failed to create recipe' when adding fails", async () => {
    const withSuggestion = {
      ...processed,
      confidence: 0.8,
      unmatchedIngredients: [{ source: '8 mint leaves', suggestion: { inventoryItemId: 'lime', name: 'Fresh Lime Juice', reason: 'fresh and green' } }],
    };
    server.override = (r) => {
      if (r.route === '/recipes/ai-process') return fakeResponse(200, { data: withSuggestion });
      if (r.method === 'POST' && r.route === '/recipes') return fakeResponse(409, { error: "A drink named 'Southside' already exists" });
      return undefined;
    };
    const dialog = await openImport();
    fill(dialog, 'Southside', '60 ml gin');
    fireEvent.click(processButton(dialog));
    expect(await within(dialog).findByText('Confidence 80%')).toBeTruthy();
    expect(within(dialog).getByText('Confidence 80%').closest('[data-high]')).toBeNull();
    expect(within(dialog).getByText(/Suggested instead/).textContent).toContain('Fresh Lime Juice');
    expect(buttonIn(dialog, 'Add to Menu').disabled).toBe(true);
    // Rejected: the line stays open. Processed again, the suggestion is taken.
    fireEvent.click(buttonIn(dialog, 'No'));
    expect(within(dialog).queryByText(/Suggested instead/)).toBeNull();
    expect(buttonIn(dialog, 'Add to Menu').disabled).toBe(true);
    fireEvent.click(buttonIn(dialog, 'Edit Input'));
    fireEvent.click(processButton(dialog));
    fireEvent.click(await waitFor(() => buttonIn(dialog, 'Use Fresh Lime Juice')));
    expect(buttonIn(dialog, 'Add to Menu').disabled).toBe(false);
    fireEvent.click(buttonIn(dialog, 'Add to Menu'));
    expect(await within(dialog).findByText("Failed to create recipe: A drink named 'Southside' already exists")).toBeTruthy();
    expect(sent('POST', '/recipes')[0]!.body).toMatchObject({
      ingredients: [
        { inventoryItemId: 'gin', quantity: 60, unit: 'ml' },
        { inventoryItemId: 'lime', quantity: 25, unit: 'ml' },
        { inventoryItemId: 'lime', quantity: 8, unit: 'piece' },
      ],
    });
  });

  it('suggested substitutes are offered, not used: only a confirmed one goes into the recipe', async () => {
    const substitute = (id: string, name: string, item: string) => ({
      name,
      quantity: 60,
      unit: 'ml' as const,
      inventoryItemId: id,
      source: `2 oz ${name}`,
      inventoryMatch: { id, name: item, category: 'mixer' as const, unit: 'ml' as const, confidence: 0.6 },
    });
    server.inventory = [
      ...server.inventory,
      stockItem('grapefruit-soda', 'Grapefruit Soda', 2000, { category: 'mixer', cost: 0.01 }),
      stockItem('scotch', 'Blended Scotch Whisky', 700, { cost: 0.04 }),
    ];
    server.override = (r) =>
      r.route === '/recipes/ai-process'
        ? fakeResponse(200, { data: { ...processed, suggestedSubstitutes: [substitute('grapefruit-soda', 'grapefruit juice', 'Grapefruit Soda'), substitute('scotch', 'Irish whiskey', 'Blended Scotch Whisky')] } })
        : undefined;
    const dialog = await openImport();
    fill(dialog, 'Southside', '60 ml gin');
    fireEvent.click(processButton(dialog));
    // Each suggestion is a line of its own, not in the recipe until confirmed; adding waits for both answers.
    fireEvent.click(await waitFor(() => buttonIn(dialog, 'Use Grapefruit Soda')));
    expect((buttonIn(dialog, 'Add to Menu') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Remove 2 oz Irish whiskey'));
    fireEvent.click(within(dialog).getByLabelText('Remove 8 mint leaves'));
    fireEvent.click(buttonIn(dialog, 'Add to Menu'));
    await waitFor(() => expect(sent('POST', '/recipes')).toHaveLength(1));
    const ingredients = (sent('POST', '/recipes')[0]!.body as { ingredients: Array<{ inventoryItemId: string }> }).ingredients;
    expect(ingredients.map((i) => i.inventoryItemId)).toEqual(['gin', 'lime', 'grapefruit-soda']);
    expect(ingredients.find((i) => i.inventoryItemId === 'grapefruit-soda')).toEqual({ inventoryItemId: 'grapefruit-soda', quantity: 60, unit: 'ml' });
  });
});
