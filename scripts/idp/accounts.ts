// The demo accounts of the bundled identity provider. Pure data (no imports) so that the provider
// (scripts/idp/provider.ts) and the tests (through scripts/idp/client.ts) share one list.

/** The password of every demo account. */
export const DEMO_PASSWORD = 'bar';

/** A fixed directory (tenant) id, like Entra's `tid`. */
export const DEMO_TENANT_ID = '7d1b6f2e-3c4a-4e8b-9f10-ba5e0c0ffee0';

export type DemoUsername = 'customer' | 'bartender' | 'manager' | 'newcomer' | 'barstaff';

export interface DemoAccount {
  /** What to type into the login form (the `preferred_username` works too). */
  username: DemoUsername;
  /** Stable subject, Entra-style opaque string (pairwise per app in Entra; fixed here). */
  sub: string;
  /** Stable object id (a UUID), what the API uses as the user id. */
  oid: string;
  name: string;
  preferred_username: string;
  email: string;
  /** Entra app roles as they appear in the `roles` claim (absent from tokens when empty). */
  roles: readonly string[];
  /** The app personas those roles map to (see domain/src/personas.ts). */
  personas: readonly string[];
}

function account(
  username: DemoUsername,
  oid: string,
  sub: string,
  name: string,
  roles: readonly string[],
  personas: readonly string[],
): DemoAccount {
  const address = `${username}@bar.local`;
  return { username, sub, oid, name, preferred_username: address, email: address, roles, personas };
}

export const DEMO_ACCOUNTS: Readonly<Record<DemoUsername, DemoAccount>> = {
  customer: account(
    'customer',
    '0f1c6a3e-8b1d-4c55-9a7e-1c2d3e4f5a01',
    'Q3VzdG9tZXItQ2FzZXktYmFyLWxvY2FsLXN1YmplY3Q',
    'Casey Customer',
    ['Customer'],
    ['customer'],
  ),
  bartender: account(
    'bartender',
    '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
    'QmFydGVuZGVyLUJhaWxleS1iYXItbG9jYWwtc3ViamVj',
    'Bailey Bartender',
    ['Bartender'],
    ['bartender'],
  ),
  manager: account(
    'manager',
    '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d03',
    'TWFuYWdlci1Nb3JnYW4tYmFyLWxvY2FsLXN1YmplY3Qx',
    'Morgan Manager',
    ['BarManager'],
    ['bar_manager'],
  ),
  newcomer: account(
    'newcomer',
    '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e04',
    'TmV3Y29tZXItTmljby1iYXItbG9jYWwtc3ViamVjdDEy',
    'Nico Newcomer',
    [],
    [],
  ),
  barstaff: account(
    'barstaff',
    '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f05',
    'QmFyc3RhZmYtU2FtLWJhci1sb2NhbC1zdWJqZWN0MTIz',
    'Sam Barstaff',
    ['Customer', 'Bartender'],
    ['customer', 'bartender'],
  ),
};

/**
 * guest01 ... guest300: a room full of guests (role Customer) for load and race tests and the bench's rush hour
 * (300 guests, each signed in as themselves). Not listed on the sign-in page.
 */
export type GuestUsername = `guest${string}`;
export const GUEST_COUNT = 300;

export const GUEST_ACCOUNTS: readonly DemoAccount[] = Array.from({ length: GUEST_COUNT }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  const username = `guest${n}` as DemoUsername;
  const address = `${username}@bar.local`;
  return {
    username,
    sub: Buffer.from(`guest-${n}-bar-local-subject`).toString('base64url'),
    oid: `9a000000-0000-4000-8000-${n.padStart(12, '0')}`,
    name: `Guest ${n}`,
    preferred_username: address,
    email: address,
    roles: ['Customer'],
    personas: ['customer'],
  };
});

const ALL_ACCOUNTS: readonly DemoAccount[] = [...Object.values(DEMO_ACCOUNTS), ...GUEST_ACCOUNTS];

/** Finds an account by username or preferred_username, case-insensitively. */
export function findDemoAccountByLogin(login: string): DemoAccount | undefined {
  const wanted = login.trim().toLowerCase();
  return ALL_ACCOUNTS.find((a) => a.username === wanted || a.preferred_username === wanted);
}

export function findDemoAccountBySub(sub: string): DemoAccount | undefined {
  return ALL_ACCOUNTS.find((a) => a.sub === sub);
}
