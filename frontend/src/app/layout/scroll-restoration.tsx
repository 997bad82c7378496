import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { rememberRecent } from '../../components/recent';

/** Scroll positions by history entry (location.key), for back and forward within this visit. */
const positions = new Map<string, number>();
/** The history entry on screen. */
let shownKey: string | null = null;

/**
 * What the browser does for plain pages: back and forward return to where the page was scrolled, a new page
 * starts at its top (or at its #anchor).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // The position of the entry shown, as the guest scrolls. Set from the layout effect below, before the browser
    // reports the scroll that a new, shorter page causes: that one belongs to the new entry, not the one left.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shownKey) rememberRecent(positions, shownKey, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
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
