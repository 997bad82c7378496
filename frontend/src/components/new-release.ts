/**
 * After a release, a tab opened before it still runs the old build: its code chunks were replaced (their names
 * carry a content hash), so the next lazy part it opens fails to download. When a download fails, this asks the
 * site for its page again and compares the entry script it names with the one this tab runs; when they differ a
 * new release is out and the app reloads, once per release (a second failure after the reload is a real
 * connection problem and is shown as one).
 */

const RELOADED_FOR = 'bar-app:reloaded-for-release';

/** The entry script of a built page (`<script type="module" ... src="/assets/main-<hash>.js">`). */
export function entryScriptOf(html: string): string | null {
  const match = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/i.exec(html) ?? /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/i.exec(html);
  return match?.[1] ?? null;
}

function runningEntryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script?.getAttribute('src') ?? null;
}

let checking: Promise<boolean> | null = null;

/**
 * Resolves true when a new release was found and the page is reloading. At most one look at a time; offline, or
 * when the page cannot be fetched, nothing happens (the part's error is shown with its Try Again).
 */
export function reloadIfNewRelease(reload: () => void = () => window.location.reload()): Promise<boolean> {
  if (!checking) {
    checking = lookForNewRelease(reload);
    void checking.finally(() => {
      checking = null;
    });
  }
  return checking;
}

async function lookForNewRelease(reload: () => void): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
    const running = runningEntryScript();
    if (!running) return false;
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    if (!response.ok) return false;
    const deployed = entryScriptOf(await response.text());
    if (!deployed || deployed === running) return false;
    if (sessionStorage.getItem(RELOADED_FOR) === deployed) return false;
    sessionStorage.setItem(RELOADED_FOR, deployed);
    reload();
    return true;
  } catch {
    return false;
  }
}
