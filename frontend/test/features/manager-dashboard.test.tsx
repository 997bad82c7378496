import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../src/components/toast';
import { USER_ROLES_NOTE, lastSeenText, userRolesNote } from '../../src/features/manager/users/users-tab';
import { PERSONA_STORAGE_KEY } from '../../src/personas/persona-context';
import { fakeResponse } from '../support/fake-response';
import { renderApp, users } from '../support/render-app';
import { buttonIn, dialogTitled, installFakeApi, openDialog, sent, server, stockItem, uninstallFakeApi } from './manager-fake-api';

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

function renderDashboard(path = '/personas/bar_manager') {
  return renderApp(path, { user: users.manager });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const row = (id: string) => screen.getByTestId(`inventory-row-${id}`);

describe('Manager Dashboard', () => {
  it("shows 'Loading dashboard...', then six tabs with Inventory first and selected", async () => {
    renderDashboard();
    expect(await screen.findByText('Loading dashboard...')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    const labels = ['Inventory', 'Recipes', 'Shopping List', 'Users', 'Image Cleanup', 'Backup/Restore'];
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(6);
    labels.forEach((label, index) => expect(tabs[index]).toBe(tab(label)));
    expect(tab('Inventory').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Inventory').id);
  });

  it.each(['/inventory', '/recipes', '/users'])("shows 'Failed to load dashboard data' when %s fails", async (failing) => {
    server.override = (r) => (r.method === 'GET' && r.route === failing ? fakeResponse(500, { error: 'Database unavailable' }) : undefined);
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load dashboard data');
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('opens a tab from ?tab= and keeps the choice in the address', async () => {
    const { router } = renderDashboard('/personas/bar_manager?tab=shopping');
    await screen.findByRole('heading', { level: 2, name: 'Shopping List' });
    fireEvent.click(tab('Users'));
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    expect(router.state.location.search).toBe('?tab=users');
  });
});

describe('Inventory Management', () => {
  it('lists name, category, quantity with unit, threshold, cost, image and stock badges, with a low stock alert', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    const table = screen.getByRole('table', { name: 'Inventory' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Category',
      'Quantity',
      'Threshold',
      'Cost',
      'Image',
      'Status',
      'Actions',
    ]);
    expect(within(row('gin')).getByText('In stock')).toBeTruthy();
    expect(within(row('lime')).getByText('Low stock')).toBeTruthy();
    expect(within(row('tonic')).getByText('Out of stock')).toBeTruthy();
    expect((within(row('tonic')).getByLabelText('Quantity of Tonic Water in bottle') as HTMLInputElement).value).toBe('0');
    const alert = screen.getByTestId('low-stock-alert');
    expect(within(alert).getByRole('heading', { level: 3, name: 'Low Stock Alert' })).toBeTruthy();
    // Out of stock first.
    expect(within(alert).getAllByRole('listitem').map((li) => li.querySelector('.fui-Text')?.textContent)).toEqual(['Tonic Water', 'Fresh Lime Juice']);
  });

  it('changes a quantity with +/- and direct entry (PATCH with the category), never below 0', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    // Millilitres go by 10 ml a press (not 1), a bottle item by one bottle.
    fireEvent.click(screen.getByLabelText('Increase Fresh Lime Juice by 10 ml'));
    await screen.findByText('Inventory updated successfully');
    const patch = sent('PATCH', '/inventory/lime');
    expect(patch).toHaveLength(1);
    expect(patch[0]!.body).toEqual({ quantity: 50 });
    expect(patch[0]!.query.get('category')).toBe('mixer');

    expect((screen.getByLabelText('Decrease Tonic Water by 1 bottle') as HTMLButtonElement).disabled).toBe(true);

    const input = screen.getByLabelText('Quantity of London Dry Gin in ml');
    fireEvent.change(input, { target: { value: '-30' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sent('PATCH', '/inventory/gin').map((r) => r.body)).toEqual([{ quantity: 0 }]));
    // Unparsable input (a number field gives '') falls back to 0, which is no change for an empty item.
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('0'));
    expect(sent('PATCH', '/inventory/gin')).toHaveLength(1);
  });

  it("says 'Failed to update inventory' and rolls back when the PATCH fails", async () => {
    server.override = (r) => (r.method === 'PATCH' ? fakeResponse(500, { error: 'Database unavailable' }) : undefined);
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(screen.getByLabelText('Increase London Dry Gin by 10 ml'));
    await screen.findByText('Failed to update inventory');
    const input = screen.getByLabelText('Quantity of London Dry Gin in ml') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('700'));
  });

  it("validates the name ('Please enter a name for the item') and adds an item with numbers falling back to 0", async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(buttonIn(document.body, 'Add Item'));
    const dialog = await dialogTitled('Add Inventory Item');
    fireEvent.click(buttonIn(dialog, 'Add Item'));
    expect(await within(dialog).findByText('Please enter a name for the item')).toBeTruthy();
    expect(sent('POST', '/inventory')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Mezcal  ' } });
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Cost per unit ($)'), { target: { value: '0.06' } });
    fireEvent.click(buttonIn(dialog, 'Add Item'));
    await waitFor(() => expect(sent('POST', '/inventory')).toHaveLength(1));
    expect(sent('POST', '/inventory')[0]!.body).toEqual({
      name: 'Mezcal',
      category: 'spirit',
      quantity: 0,
      unit: 'ml',
      lowStockThreshold: 50,
      cost: 0.06,
    });
    await waitFor(() => expect(openDialog()).toBeNull());
    // Added with quantity 0: listed, out of stock, and in the low stock alert.
    expect(within(await screen.findByTestId('inventory-row-item-4')).getByText('Out of stock')).toBeTruthy();
    expect(within(screen.getByTestId('low-stock-alert')).getByText('Mezcal')).toBeTruthy();
  });

  it("edits an item with PUT addressed by its stored category; 'Failed to update item' on failure", async () => {
    server.override = (r) => (r.method === 'PUT' ? fakeResponse(409, { error: "An inventory item named 'Tonic Water' already exists" }) : undefined);
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(screen.getByLabelText('Edit Fresh Lime Juice'));
    const dialog = await dialogTitled('Edit Fresh Lime Juice');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Tonic Water' } });
    fireEvent.click(buttonIn(dialog, 'Save Changes'));
    expect(await within(dialog).findByText(/Failed to update item: An inventory item named 'Tonic Water' already exists/)).toBeTruthy();
    const put = sent('PUT', '/inventory/lime')[0]!;
    expect(put.query.get('category')).toBe('mixer');
    // The quantity was left as loaded: not sent, so the stock taken meanwhile by orders stays taken.
    expect(put.body).toMatchObject({ name: 'Tonic Water', lowStockThreshold: 100, cost: 0.015, unit: 'ml' });
    expect(put.body).not.toHaveProperty('quantity');
  });

  it('writes an item over the version it still is (If-Match); stock taken meanwhile is no conflict, another manager\'s change is', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(screen.getByLabelText('Edit Fresh Lime Juice'));
    let dialog = await dialogTitled('Edit Fresh Lime Juice');
    // Orders took some lime juice while the form was open: the write goes through, over the version as it now is.
    server.inventory.find((i) => i.id === 'lime')!.quantity -= 30;
    fireEvent.change(within(dialog).getByLabelText(/^Low stock threshold/), { target: { value: '120' } });
    fireEvent.click(buttonIn(dialog, 'Save Changes'));
    await waitFor(() => expect(sent('PUT', '/inventory/lime')).toHaveLength(1));
    expect(sent('PUT', '/inventory/lime')[0]!.headers['If-Match']).toMatch(/^"r-lime-/);
    await waitFor(() => expect(openDialog()).toBeNull());

    // Another manager changed its cost while this form was open: nothing is written, and the dialog says why.
    fireEvent.click(screen.getByLabelText('Edit Fresh Lime Juice'));
    dialog = await dialogTitled('Edit Fresh Lime Juice');
    server.inventory.find((i) => i.id === 'lime')!.cost = 0.02;
    fireEvent.change(within(dialog).getByLabelText(/^Low stock threshold/), { target: { value: '80' } });
    fireEvent.click(buttonIn(dialog, 'Save Changes'));
    expect(await within(dialog).findByText(/This item was changed by someone else while your form was open/)).toBeTruthy();
    expect(sent('PUT', '/inventory/lime')).toHaveLength(1);
    expect(server.inventory.find((i) => i.id === 'lime')!.lowStockThreshold).toBe(120);
  });

  it('sets a quantity the manager changed in the form as a level of its own (PATCH after the PUT), at the category saved', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(screen.getByLabelText('Edit Fresh Lime Juice'));
    const dialog = await dialogTitled('Edit Fresh Lime Juice');
    fireEvent.change(within(dialog).getByLabelText(/^Quantity/), { target: { value: '55' } });
    fireEvent.click(buttonIn(dialog, 'Save Changes'));
    await waitFor(() => expect(sent('PATCH', '/inventory/lime')).toHaveLength(1));
    const [put] = sent('PUT', '/inventory/lime');
    expect(put!.body).toMatchObject({ name: 'Fresh Lime Juice' });
    expect(put!.body).not.toHaveProperty('quantity');
    const [patch] = sent('PATCH', '/inventory/lime');
    expect(patch!.body).toEqual({ quantity: 55 });
    expect(patch!.query.get('category')).toBe('mixer');
    await waitFor(() => expect(openDialog()).toBeNull());
    await waitFor(() => expect((within(row('lime')).getByLabelText(/^Quantity of Fresh Lime Juice/) as HTMLInputElement).value).toBe('55'));
  });

  it('says before the click that an item recipes use cannot be deleted, and by which recipes', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(screen.getByLabelText('Delete London Dry Gin'));
    const dialog = await dialogTitled('Delete London Dry Gin?');
    expect(within(dialog).getByTestId('delete-blocked').textContent).toMatch(/used by 1 recipe \(Gin & Tonic\)/);
    expect([...dialog.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Delete')).toBe(false);
    fireEvent.click(buttonIn(dialog, 'Close'));
    expect(sent('DELETE', '/inventory/gin')).toHaveLength(0);
  });

  it("shows a refusal from the server once, in the dialog (a recipe started using it meanwhile)", async () => {
    const refusal = 'Cannot delete this item: it is used by 1 recipe: Tonic Highball';
    server.override = (r) => (r.method === 'DELETE' ? fakeResponse(409, { error: refusal }) : undefined);
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(screen.getByLabelText('Delete Tonic Water'));
    const dialog = await dialogTitled('Delete Tonic Water?');
    fireEvent.click(buttonIn(dialog, 'Delete'));
    expect(await within(dialog).findByText(`Failed to delete item: ${refusal}`)).toBeTruthy();
    // Not a second time in a toast.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getAllByText(new RegExp(refusal)).length).toBe(1);
    expect(server.inventory.some((i) => i.id === 'tonic')).toBe(true);
  });

  it('finds items by search and category, sorts them, and shows cost per a readable unit', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    const names = () => screen.getAllByTestId(/^inventory-row-/).map((r) => r.getAttribute('data-testid'));
    expect(names()).toEqual(['inventory-row-lime', 'inventory-row-gin', 'inventory-row-tonic']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'gin' } });
    expect(names()).toEqual(['inventory-row-gin']);
    expect(screen.getByTestId('inventory-count').textContent).toBe('Showing 1 of 3 items');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'mixer' } });
    expect(names()).toEqual(['inventory-row-lime', 'inventory-row-tonic']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'quantity' } });
    expect(names()).toEqual(['inventory-row-tonic', 'inventory-row-lime']);
    // $0.015 / ml would show as $0.02 (or $0.00 for a cheaper mixer): per 100 ml instead.
    expect(screen.getByTestId('cost-lime').textContent).toBe('$1.50 / 100 ml');
    expect(screen.getByTestId('cost-tonic').textContent).toBe('$1.50 / bottle');
  });

  it('deletes an item that no recipe uses', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(screen.getByLabelText('Delete Tonic Water'));
    const dialog = await dialogTitled('Delete Tonic Water?');
    fireEvent.click(buttonIn(dialog, 'Delete'));
    await waitFor(() => expect(screen.queryByTestId('inventory-row-tonic')).toBeNull());
    expect(sent('DELETE', '/inventory/tonic')[0]!.query.get('category')).toBe('mixer');
  });

  it('deletes an item as the list showed it: its level moving meanwhile is no change, another manager renaming it is', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'Inventory Management' });
    fireEvent.click(screen.getByLabelText('Delete Tonic Water'));
    const dialog = await dialogTitled('Delete Tonic Water?');
    server.inventory.find((i) => i.id === 'tonic')!.name = 'Indian Tonic Water';
    fireEvent.click(buttonIn(dialog, 'Delete'));
    expect(await within(dialog).findByText(/This item was changed by someone else after this page showed it, so it was not deleted/)).toBeTruthy();
    expect(sent('DELETE', '/inventory/tonic')).toHaveLength(0);
    fireEvent.click(buttonIn(dialog, 'Cancel'));
    fireEvent.click(await screen.findByLabelText('Delete Indian Tonic Water'));
    const again = await dialogTitled('Delete Indian Tonic Water?');
    server.inventory.find((i) => i.id === 'tonic')!.quantity -= 1;
    fireEvent.click(buttonIn(again, 'Delete'));
    await waitFor(() => expect(screen.queryByTestId('inventory-row-tonic')).toBeNull());
    expect(sent('DELETE', '/inventory/tonic')[0]!.headers['If-Match']).toBeTruthy();
  });

  it('lets a bartender at /manage/inventory change quantities only', async () => {
    localStorage.setItem(PERSONA_STORAGE_KEY, 'bartender');
    renderApp('/manage/inventory', { user: users.bartender });
    await screen.findByRole('heading', { level: 1, name: 'Inventory Management' });
    await screen.findByRole('table', { name: 'Inventory' });
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Decrease London Dry Gin by 10 ml'));
    await waitFor(() => expect(sent('PATCH', '/inventory/gin').map((r) => r.body)).toEqual([{ quantity: 690 }]));
    // The Low Stock Alert sits under the page's h1.
    expect(screen.getByRole('heading', { level: 2, name: 'Low Stock Alert' })).toBeTruthy();
  });
});

describe('Shopping List', () => {
  it('lists items at or below their threshold with quantity needed, estimated cost and a Total row', async () => {
    renderDashboard('/personas/bar_manager?tab=shopping');
    const table = await screen.findByRole('table', { name: 'Shopping list' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Item', 'Quantity Needed', 'Estimated Cost', 'Buy', 'Cost to Buy'],
      // Restocked to twice the threshold: 200 - 40 = 160 ml at $0.015; 12 - 0 = 12 bottles at $1.50.
      ['Fresh Lime Juice', '160 ml', '$2.40', '160 ml', '$2.40'],
      ['Tonic Water', '12 bottles', '$18.00', '12 bottles', '$18.00'],
      ['Total', '', '$20.40', '', '$20.40'],
    ]);
  });

  it('buys whole bottles of the item size, and exports the list as CSV', async () => {
    server.inventory[1] = { ...server.inventory[1]!, bottleSize: 700 };
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:shopping';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDashboard('/personas/bar_manager?tab=shopping');
    const table = await screen.findByRole('table', { name: 'Shopping list' });
    const lime = within(table).getByText('Fresh Lime Juice').closest('tr')!;
    // 160 ml needed: one 700 ml bottle, which costs 700 x $0.015.
    expect([...lime.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Fresh Lime Juice', '160 ml', '$2.40', '1 bottle of 700 ml', '$10.50']);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(csv.split('\r\n')[1]).toBe('Fresh Lime Juice,mixer,160,ml,1 bottle of 700 ml,1,700,2.40,10.50');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    click.mockRestore();
  });

  it("says 'All items are well stocked!' when nothing is low", async () => {
    server.inventory = [stockItem('gin', 'London Dry Gin', 700)];
    renderDashboard('/personas/bar_manager?tab=shopping');
    expect(await screen.findByText('All items are well stocked!')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Shopping list' })).toBeNull();
  });
});

describe('Users', () => {
  it("says when a user was last seen in the locale's time format", () => {
    const lastSeenAt = new Date(2025, 2, 7, 21, 5).toISOString();
    expect(lastSeenText({ lastSeenAt }, 'en-US')).toMatch(/^Last seen 3\/7\/2025 at 9:05\sPM$/);
    expect(lastSeenText({ lastSeenAt }, 'de-DE')).toBe('Last seen 3/7/2025 at 21:05');
    expect(lastSeenText({})).toBe('Not seen yet');
  });

  it('lists all users with their personas, the roles note, and refreshes', async () => {
    server.users[0] = { ...server.users[0]!, email: 'morgan@bar.example', lastSeenAt: new Date(2025, 2, 7, 21, 5).toISOString() };
    renderDashboard('/personas/bar_manager?tab=users');
    await screen.findByRole('heading', { level: 3, name: 'All Users' });
    // The tests run in dev mode: the note says what signs people in here, not Entra ID.
    expect(screen.getByText(userRolesNote('dev'))).toBeTruthy();
    expect(screen.queryByText(USER_ROLES_NOTE)).toBeNull();
    expect(userRolesNote('dev')).toMatch(/^Development sign-in on this machine: whoever signs in holds every role/);
    expect(userRolesNote('oidc')).toMatch(/^Signed in with the local sign-in/);
    expect(userRolesNote('entra')).toBe(
      'User roles are managed through External Entra ID Enterprise Applications. Contact your system administrator to modify user permissions.',
    );
    const list = screen.getByRole('list', { name: 'All Users' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bailey BartenderNot seen yetBartenderCustomer',
      expect.stringMatching(/^Morgan Managermorgan@bar\.example · Last seen 3\/7\/2025 at 9:05\sPMManager$/),
    ]);
    const before = sent('GET', '/users').length;
    server.users = [];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Users' }));
    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(sent('GET', '/users').length).toBe(before + 1);
  });
});
