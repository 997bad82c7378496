export const ACCOUNT_POLL_INTERVAL_MS = 100;
export const ACCOUNT_POLL_ATTEMPTS = 50;

/**
 * After the sign-in popup closes, the account may reach the cache a moment later: poll every 100 ms, at most
 * 50 times (about 5 s), and give up with an error.
 */
export async function waitForAccount<T>(
  getAccount: () => T | null | undefined,
  { intervalMs = ACCOUNT_POLL_INTERVAL_MS, attempts = ACCOUNT_POLL_ATTEMPTS } = {},
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const account = getAccount();
    if (account) return account;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const account = getAccount();
  if (account) return account;
  throw new Error('No account was signed in');
}
