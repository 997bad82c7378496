// The SPA: JavaScript downloaded for /login and for the guest menu (gzip), every later chunk, Lighthouse
// (mobile preset) on both pages, and a search keystroke's repaint on a menu of 500 drinks.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, round, type Row } from './lib/stack';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SIGNED_IN = "localStorage.setItem('bar.dev.signedIn', 'true'); localStorage.setItem('bar.persona', 'customer');";
const KB = 1024;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

async function signedInContext(browser: Browser, appUrl: string, phone = false, bypassCSP = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: appUrl,
    // The measuring script is evaluated in the page: the app's CSP (no eval) would refuse it.
    bypassCSP,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript(SIGNED_IN);
  return context;
}

/** The scripts a page downloads until the network is idle: name -> gzip size. */
async function scriptsOf(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => void scripts.set(new URL(res.url()).pathname, gz(body)),
        () => undefined,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

export async function bundleRows(appUrl: string, distDir: string): Promise<Row[]> {
  const browser = await launch();
  try {
    const loginPage = await (await browser.newContext({ baseURL: appUrl })).newPage();
    const login = await scriptsOf(loginPage, '/login', (p) => p.getByRole('button', { name: /sign in/i }).first().waitFor());
    const menuContext = await signedInContext(browser, appUrl, true);
    const menu = await scriptsOf(await menuContext.newPage(), '/drinks', (p) => p.getByRole('searchbox', { name: 'Search drinks' }).waitFor());
    // BENCH_LIST_SCRIPTS=1: every script the menu page downloads, largest first (what to split next).
    if (process.env.BENCH_LIST_SCRIPTS) for (const [n, s] of [...menu].sort((a, b) => b[1] - a[1])) process.stderr.write(`menu script ${n} ${round(s / KB, 1)}\n`);
    const initial = new Set([...login.keys(), ...menu.keys()]);
    const assets = join(distDir, 'assets');
    const later = readdirSync(assets)
      .filter((f) => f.endsWith('.js') && !initial.has(`/assets/${f}`))
      .map((f) => ({ name: f, gz: gz(readFileSync(join(assets, f))) }))
      .sort((a, b) => b.gz - a.gz);
    const biggest = later[0];
    const top = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([n, s]) => `${n.replace('/assets/', '').replace(/-[\w-]{8}\.js$/, '')} ${round(s / KB, 1)}`)
        .join(', ');
    return [
      {
        area: 'SPA',
        metric: `initial JS of /login (${login.size} files)`,
        value: round(sum(login) / KB, 1),
        unit: 'KB gz',
        ceiling: '<= 220 KB gz (budget)',
        pass: sum(login) <= 220 * KB,
        note: `largest: ${top(login)}`,
      },
      {
        area: 'SPA',
        metric: `initial JS of the guest menu /drinks (${menu.size} files)`,
        value: round(sum(menu) / KB, 1),
        unit: 'KB gz',
        ceiling: '<= 220 KB gz (budget)',
        pass: sum(menu) <= 220 * KB,
        note: `largest: ${top(menu)}`,
      },
      {
        area: 'SPA',
        metric: `largest later chunk (of ${later.length})`,
        value: biggest ? round(biggest.gz / KB, 1) : 0,
        unit: 'KB gz',
        ceiling: '<= 100 KB gz (budget)',
        pass: !biggest || biggest.gz <= 100 * KB,
        ...(biggest ? { note: biggest.name } : {}),
      },
    ];
  } finally {
    await browser.close();
  }
}

interface LighthouseResult {
  lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };
}

/** A bare page on its own node:http server: what Lighthouse gives this machine for almost nothing. */
function referencePage(): Promise<{ url: string; close(): void }> {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title></head><body><main><h1>Reference page</h1><p>Nothing to load.</p></main></body></html>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

/**
 * Lighthouse (mobile preset) on /login, and on the menu after a development sign-in in the same browser; each
 * the median of `runs` audits, beside a bare page audited in the same run (Lighthouse's blocking time is the
 * machine's real main-thread time multiplied by its 4x CPU slowdown, so a busy machine shows in every score).
 */
export async function lighthouseRows(appUrl: string, runs = 3): Promise<Row[]> {
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
  };
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const reference = await referencePage();
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const score = (r: LighthouseResult | undefined, c: string) => Math.round((r?.lhr.categories[c]?.score ?? 0) * 100);
  // BENCH_LIGHTHOUSE_DIR=dir keeps every report (JSON) for a closer look: LCP element and phases, main-thread work.
  const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const audit = async (url: string, extra: Record<string, unknown> = {}, before?: () => Promise<void>) => {
    const results: Array<LighthouseResult | undefined> = [];
    for (let i = 0; i < runs; i++) {
      await before?.();
      const result = await lighthouse(url, { ...flags, ...extra });
      if (reportDir && result) {
        const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`;
        writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
      }
      results.push(result);
    }
    const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    return { median: sorted[Math.floor(sorted.length / 2)], all: results.map((r) => score(r, 'performance')) };
  };
  const rows: Row[] = [];
  try {
    const ref = await audit(reference.url);
    const refPerf = score(ref.median, 'performance');
    const refTbt = ref.median?.lhr.audits['total-blocking-time']?.numericValue ?? 0;
    const add = (page: string, r: { median: LighthouseResult | undefined; all: number[] }) => {
      const perf = score(r.median, 'performance');
      const a11y = score(r.median, 'accessibility');
      const lcp = r.median?.lhr.audits['largest-contentful-paint']?.numericValue;
      const tbt = r.median?.lhr.audits['total-blocking-time']?.numericValue;
      rows.push(
        {
          area: 'SPA',
          metric: `Lighthouse performance, ${page} (mobile, median of ${runs})`,
          value: perf,
          unit: '/100',
          ceiling: `>= 90 (budget); bare page ${refPerf} (TBT ${Math.round(refTbt)} ms)`,
          pass: perf >= 90,
          note: `runs ${r.all.join(', ')}; LCP ${lcp ? round(lcp / 1000, 1) : '?'} s, TBT ${tbt ? Math.round(tbt) : '?'} ms (simulated slow 4G, 4x CPU)`,
        },
        { area: 'SPA', metric: `Lighthouse accessibility, ${page}`, value: a11y, unit: '/100', ceiling: '>= 95 (budget)', pass: a11y >= 95 },
      );
    };
    add('/login', await audit(`${appUrl}/login`));
    // Sign in (development mode: a flag in localStorage), then audit the menu without resetting storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${appUrl}/login`);
    await page.evaluate(SIGNED_IN);
    await page.close();
    await browser.close();
    // Keeping the sign-in (storage) would also keep the HTTP cache, and the second and third loads would then be
    // measured warm (and with V8 writing its code cache): each run starts from an empty cache, as /login's do.
    const clearCache = async () => {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const tab = await cdp.contexts()[0]!.newPage();
      const session = await tab.context().newCDPSession(tab);
      await session.send('Network.clearBrowserCache');
      await tab.close();
      await cdp.close();
    };
    add('guest menu /drinks', await audit(`${appUrl}/drinks`, { disableStorageReset: true }, clearCache));
  } finally {
    reference.close();
    await chrome.kill();
  }
  return rows;
}

/** Times keystrokes from keydown to the frame after the list shows the new matches. */
const MEASURE = `
  window.__arm = (term) => { window.__result = window.__keystroke(term); return true; };
  window.__keystroke = (term) => new Promise((resolve) => {
    const box = document.querySelector('input[aria-label="Search drinks"]');
    let start = 0;
    const onKey = (e) => { start = e.timeStamp; };
    box.addEventListener('keydown', onKey, { capture: true, once: true });
    const done = () => {
      const status = document.querySelector('[role="status"]');
      const text = status ? status.textContent || '' : '';
      const settled = !document.querySelector('[aria-busy="true"]') && (term === '' ? text === '' : text.includes('"' + term + '"'));
      if (!settled) return false;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      return true;
    };
    const observer = new MutationObserver(() => { if (start) done(); });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    setTimeout(() => { observer.disconnect(); resolve(-1); }, 10000);
  });
`;

const CEILING_PAGE = `<!doctype html><html><body>
  <input aria-label="Search drinks"><p role="status"></p>
  <script>
    const box = document.querySelector('input');
    const status = document.querySelector('[role=status]');
    box.addEventListener('input', () => { status.textContent = box.value ? '1 of 1 drinks match "' + box.value + '"' : ''; });
  </script></body></html>`;

async function keystrokes(page: Page): Promise<number[]> {
  await page.evaluate(MEASURE);
  const box = page.getByRole('searchbox', { name: 'Search drinks' }).or(page.locator('input[aria-label="Search drinks"]')).first();
  await box.click();
  const times: number[] = [];
  let term = '';
  for (const key of ['g', 'i', 'n', 'Backspace', 'Backspace', 'Backspace', 'm', 'i', 'n', 't']) {
    term = key === 'Backspace' ? term.slice(0, -1) : term + key;
    // Armed first (listener in place), then the key, then the wait for the repaint.
    await page.evaluate((t) => (globalThis as unknown as { __arm(t: string): boolean }).__arm(t), term);
    await page.keyboard.press(key);
    const ms = await page.evaluate(() => (globalThis as unknown as { __result: Promise<number> }).__result);
    if (ms < 0) throw new Error(`the list did not show the matches of '${term}' within 10 s`);
    times.push(ms);
  }
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  return times;
}

/** A keystroke in the menu's search box with 500 drinks on the menu, against a bare input on the same browser. */
export async function keystrokeRows(appUrl: string, drinks: number): Promise<Row[]> {
  const browser = await launch();
  try {
    const context = await signedInContext(browser, appUrl, false, true);
    const page = await context.newPage();
    await page.goto('/drinks');
    await page.getByRole('searchbox', { name: 'Search drinks' }).waitFor();
    // The menu renders its first page of cards (MENU_PAGE_SIZE), the search looks through all of them.
    await page.waitForFunction("document.querySelectorAll('[data-testid=drink-card]').length >= 12", undefined, { timeout: 60_000 });
    const app = [...(await keystrokes(page)), ...(await keystrokes(page))];
    const bare = await browser.newPage();
    await bare.setContent(CEILING_PAGE);
    const base = [...(await keystrokes(bare)), ...(await keystrokes(bare))];
    const m = median(app);
    const b = median(base);
    return [
      {
        area: 'SPA',
        metric: `search keystroke to repaint, ${drinks} drinks (median of ${app.length})`,
        value: round(m, 1),
        unit: 'ms',
        ceiling: `<= 50 ms (budget); bare input on this browser ${round(b, 1)} ms`,
        ratio: round(m / Math.max(b, 0.1), 1),
        pass: m <= 50,
        note: `max ${round(Math.max(...app), 1)} ms`,
      },
    ];
  } finally {
    await browser.close();
  }
}
