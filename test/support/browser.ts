import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { DEMO_PASSWORD, type DemoUsername } from '../../scripts/idp/client';
import { readStackInfo } from './stack-info';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches outside this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** How long a browser test waits for what a person would see. */
export const WAIT = 15_000;

/** Waits until the first element the locator finds is visible. */
export const visible = (locator: Locator, timeout = WAIT) => locator.first().waitFor({ state: 'visible', timeout });

/**
 * Reads until `accept` says yes or `timeout` has passed, and answers the last value read (the caller's expect
 * then shows what was there): for what the app shows after a poll or a refresh.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = WAIT): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
export type Device = typeof PHONE | typeof TABLET | typeof DESKTOP;

/**
 * A fresh browser profile; the local identity provider's certificate comes from the test CA. The app's service
 * worker is blocked unless asked for: requests it answers are out of reach of `page.route`, which many suites use
 * to make calls fail.
 */
export function newContext(
  browser: Browser,
  device: Device = DESKTOP,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...device, ignoreHTTPSErrors: true, baseURL: readStackInfo().appUrl, serviceWorkers: options.serviceWorkers ?? 'block' });
}

/**
 * Signs in the way a person does: the app's Sign in button opens the provider's login page in a popup, the
 * user types their name and password, the popup closes and the app shows their home.
 */
export async function signIn(page: Page, user: DemoUsername, returnTo = '/'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(returnTo);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.waitForLoadState();
  await popup.locator('input[name=login]').fill(user);
  await popup.locator('input[name=password]').fill(DEMO_PASSWORD);
  // The popup may close (signed in) before the key press reports back: that is success, not an error.
  await Promise.all([
    popup.waitForEvent('close', { timeout: 20_000 }),
    popup.locator('input[name=password]').press('Enter').catch(() => undefined),
  ]);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

/**
 * Chooses a persona in the header switcher the way a person does and waits for /personas/{slug}. Once, in a
 * fresh-clone CI run, a choice made while the page was still settling after sign-in did not navigate (not
 * reproduced since); a person would choose again, and so does this, at most three times.
 */
export async function choosePersona(page: Page, label: string, slug: string): Promise<void> {
  const item = page.getByRole('menuitemradio', { name: label });
  for (let attempt = 1; ; attempt++) {
    if (!(await item.isVisible())) await page.getByTestId('role-switcher').click();
    await item.click();
    try {
      await page.waitForURL(`**/personas/${slug}`, { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export interface SuiteBrowser {
  /** The suite's browser (launched before its first test). */
  readonly browser: Browser;
  /** A fresh profile on `device` (see newContext), closed after the test. */
  context(device?: Device, options?: { serviceWorkers?: 'allow' | 'block' }): Promise<BrowserContext>;
  /** A page in a fresh profile on `device`, signed in as `user` the way a person does (see signIn), at `path` if given. */
  signedIn(user: DemoUsername, device?: Device, options?: { path?: string; serviceWorkers?: 'allow' | 'block' }): Promise<Page>;
}

/**
 * The browser of one suite, called once at its top: Chromium is launched before the first test and closed after
 * the last, and every profile a test opens through it is closed after that test.
 */
export function suiteBrowser(): SuiteBrowser {
  let browser: Browser | undefined;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('The browser is launched before the first test: use it inside a test');
    return browser;
  };
  const context = async (device: Device = DESKTOP, options: { serviceWorkers?: 'allow' | 'block' } = {}) => {
    const opening = await newContext(launched(), device, options);
    opened.push(opening);
    return opening;
  };
  return {
    get browser() {
      return launched();
    },
    context,
    async signedIn(user, device = DESKTOP, options = {}) {
      const page = await (await context(device, options)).newPage();
      await signIn(page, user);
      if (options.path) await page.goto(options.path);
      return page;
    },
  };
}
