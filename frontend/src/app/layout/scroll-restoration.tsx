import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'bar.scroll';
const MAX_REMEMBERED = 50;

/** Scroll positions by history entry (location.key), kept for the tab's session so a reload finds them too. */
const positions = new Map<string, number>();
let loaded = false;
/** The history entry on screen. */
let shownKey: string | null = null;

function load() {
  if (loaded) return;
  loaded = true;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions.set(key, y);
  } catch {
    // Nothing usable stored.
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-MAX_REMEMBERED))));
  } catch {
    // A full or blocked storage only loses the positions.
  }
}

/**
 * What the browser does for plain pages: back and forward return to where the page was scrolled, a new page
 * starts at its top (or at its #anchor).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    load();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // The position of the entry shown, as the guest scrolls. Set from the layout effect below, before the browser
    // reports the scroll that a new, shorter page causes: that one belongs to the new entry, not the one left.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!shownKey) return;
        positions.delete(shownKey);
        positions.set(shownKey, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    load();
    shownKey = location.key;
    const remembered = action === 'POP' ? positions.get(location.key) : undefined;
    if (remembered !== undefined) {
      window.scrollTo(0, remembered);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // A replaced entry (a tab chosen, a redirect) stays where it is; a new page starts at its top.
    if (action !== 'REPLACE') window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
