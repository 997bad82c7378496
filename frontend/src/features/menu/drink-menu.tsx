import { Fragment, memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { Button, SearchBox, Text, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Order, RecipeWithAvailability } from '@bar/domain';
import { useInventory } from '../../api/inventory';
import { useRecipes } from '../../api/recipes';
import { rememberRecent } from '../../components/recent';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { Page } from '../../components/page';
import { useMediaQuery } from '../../components/use-media-query';
import { menuHref } from '../../config/paths';
import { AskAi } from '../ai';
import { CART_DRAWER_QUERY, CartBar, CartPanel, useCart, type MenuDrink } from '../cart';
import { OrdersInProgress, useRefreshMyOrders } from '../orders';
import { DrinkCard } from './drink-card';
import { buildSearchIndex, categoryJumps, categorySectionId, groupByCategory, searchIndex, type CategoryGroup, type CategoryJump } from './search';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 360px',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 899.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  sidebar: {
    position: 'sticky',
    top: '72px',
    maxHeight: 'calc(100vh - 88px)',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  search: { width: '100%', maxWidth: '560px' },
  searchRow: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  count: { color: tokens.colorNeutralForeground3 },
  phoneOrders: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  fade: { transition: 'opacity 120ms' },
  stale: { opacity: 0.6 },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    // A jump to the category lands below the sticky header and chips.
    scrollMarginTop: '120px',
  },
  chips: {
    position: 'sticky',
    top: '56px',
    zIndex: 5,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    margin: `0 calc(-1 * ${tokens.spacingHorizontalS})`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  chip: { flexShrink: 0, whiteSpace: 'nowrap' },
  more: { display: 'flex', justifyContent: 'center' },
  groupTitle: { margin: 0, ':focus': { outline: 'none' }, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
    '@media (max-width: 639.98px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  },
  // The browser lays out and paints only the cards near the screen: showing 500 again stays cheap.
  item: { contentVisibility: 'auto', containIntrinsicSize: 'auto 200px' },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/**
 * How many cards the list renders at first and adds each time the guest nears its end. A phone shows three cards
 * at a time; rendering 500 of them made every keystroke in the search box restyle thousands of elements. The rest
 * follow as the guest scrolls (or asks with the 'Show more drinks' button), and the search always looks at all.
 */
export const MENU_PAGE_SIZE = 12;

/**
 * How many cards each visit of the menu (history entry) had shown: back from a drink's page, the list is as long
 * as it was, so the scroll position it is restored to still exists.
 */
const shownByEntry = new Map<string, { term: string; count: number }>();
/** The drink page each visit of the menu went on to: back from it, that drink's link has the focus, on screen. */
const openedByEntry = new Map<string, string>();

function CategorySection({
  group,
  quantities,
  onAdd,
}: {
  group: CategoryGroup;
  quantities: ReadonlyMap<string, number>;
  onAdd: (recipe: RecipeWithAvailability) => void;
}) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section id={categorySectionId(group.category)} className={styles.group} aria-labelledby={titleId}>
      {/* Focusable from script only: a chip's jump moves the keyboard (and a screen reader) here. */}
      <Title3 as="h2" id={titleId} className={styles.groupTitle} tabIndex={-1}>
        {group.label}
      </Title3>
      <ul className={styles.grid}>
        {group.recipes.map((recipe) => (
          // Memoised cards keep their props: a keystroke re-renders none of the cards it keeps on screen.
          <li key={recipe.id} className={styles.item}>
            <DrinkCard recipe={recipe} quantity={quantities.get(recipe.id) ?? 0} onAdd={onAdd} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How long a jump keeps its category at the top while the cards above it are still being laid out. */
const JUMP_HOLD_MS = 5000;

/**
 * Keeps a section at the top of the screen after a jump: cards above it that the browser had not laid out yet, and
 * images that arrive, take their real height late (later still on a slow phone), which would push the category off
 * the screen. Every frame that finds it moved puts it back, until the guest scrolls or touches the page, or
 * JUMP_HOLD_MS have passed (a fixed number of still frames was not enough on a busy phone). Answers the clean-up.
 */
export function keepInPlace(section: HTMLElement, holdMs = JUMP_HOLD_MS): () => void {
  const started = performance.now();
  let top = section.getBoundingClientRect().top;
  let frame = requestAnimationFrame(function settle() {
    if (performance.now() - started > holdMs) return stop();
    if (section.getBoundingClientRect().top !== top) section.scrollIntoView({ block: 'start' });
    top = section.getBoundingClientRect().top;
    frame = requestAnimationFrame(settle);
  });
  function stop() {
    cancelAnimationFrame(frame);
    for (const type of GUEST_TAKES_OVER) window.removeEventListener(type, stop, true);
  }
  for (const type of GUEST_TAKES_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
const GUEST_TAKES_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * A row of chips, one per category of the list, that stays under the header: each jumps to its category (on a
 * phone, Beer comes after some thirty cocktails).
 */
const CategoryChips = memo(function CategoryChips({ jumps, onJump }: { jumps: CategoryJump[]; onJump: (jump: CategoryJump) => void }) {
  const styles = useStyles();
  if (jumps.length < 2) return null;
  return (
    <nav className={styles.chips} aria-label="Drink categories">
      {jumps.map((jump) => (
        <Button
          key={jump.category}
          className={styles.chip}
          size="small"
          shape="circular"
          aria-label={`${jump.label}: ${jump.count} ${jump.count === 1 ? 'drink' : 'drinks'}`}
          onClick={() => onJump(jump)}
        >
          {jump.label} ({jump.count})
        </Button>
      ))}
    </nav>
  );
});

/**
 * Calls `onNear` when its element is within a screen of the viewport, and again after each change of `progress`
 * while it still is (a tall screen may need several pages to fill).
 */
function useNearViewport(onNear: () => void, progress: number) {
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  // A ref callback: it observes each element it is given, and again (a new callback) after each page.
  return useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) latest.current();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page is the reason to look again
    [progress],
  );
}

/** The drinks found, by category, the first `limit` of them rendered; more as the guest scrolls. */
const DrinkGroups = memo(function DrinkGroups({
  found,
  limit,
  onMore,
  quantities,
  onAdd,
}: {
  found: RecipeWithAvailability[];
  limit: number;
  onMore: () => void;
  quantities: ReadonlyMap<string, number>;
  onAdd: (recipe: RecipeWithAvailability) => void;
}) {
  const styles = useStyles();
  const groups = useMemo(() => groupByCategory(found.slice(0, limit)), [found, limit]);
  const remaining = found.length - limit;
  const sentinel = useNearViewport(onMore, limit);
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <CategorySection key={group.category} group={group} quantities={quantities} onAdd={onAdd} />
      ))}
      {remaining > 0 ? (
        <div ref={sentinel} className={styles.more}>
          <Button onClick={onMore}>Show more drinks ({remaining} more)</Button>
        </div>
      ) : null}
    </div>
  );
});

export interface DrinkMenuProps {
  /** From /search/{query}: the decoded query. */
  initialSearch?: string;
}

/**
 * The customer drinks view ('Drink Menu'): the persona home of customers, and /search/{query}. Search, Ask AI
 * and the drinks by category; the cart 'Your Order' and 'Your Orders in Progress' beside them (on a phone: the
 * orders on top, the cart in a bar at the bottom).
 */
export function DrinkMenu({ initialSearch = '' }: DrinkMenuProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const recipes = useRecipes({ live: true });
  const inventory = useInventory();
  const isPhone = useMediaQuery(CART_DRAWER_QUERY);

  // The box, the address and Back agree: each change of the box replaces the address (/search/{term}, or the
  // plain menu address when it is empty) instead of adding to the history, and an address reached otherwise (Back,
  // a link) puts its term into the box. The address holds the term trimmed: a space just typed stays in the box.
  const [term, setTerm] = useState(initialSearch);
  const [syncedFrom, setSyncedFrom] = useState(initialSearch);
  if (syncedFrom !== initialSearch) {
    setSyncedFrom(initialSearch);
    if (term.trim() !== initialSearch.trim()) setTerm(initialSearch);
  }
  const changeTerm = useCallback(
    (value: string) => {
      setTerm(value);
      const href = menuHref(value);
      if (href !== location.pathname) void navigate(href, { replace: true, state: { focusSearch: true } });
    },
    [navigate, location.pathname],
  );

  // A move between the menu's addresses that mounts this view anew (from /personas/customer, say): the box keeps
  // the focus, the caret at the end of the term.
  const searchBox = useRef<HTMLInputElement>(null);
  const focusSearch = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    const box = searchBox.current;
    if (!focusSearch || !box || document.activeElement === box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [focusSearch]);

  const deferredTerm = useDeferredValue(term);
  // The list follows the fetched menu as a transition: React renders the cards in slices, so a phone stays
  // responsive while they appear (the cart and the panels use the menu at once).
  const drinks = useDeferredValue(recipes.data);
  const stock = useDeferredValue(inventory.data);
  const index = useMemo(() => buildSearchIndex(drinks ?? [], stock ?? []), [drinks, stock]);
  const found = useMemo(() => searchIndex(index, deferredTerm), [index, deferredTerm]);
  // A new search starts again with one page of cards; back to this visit of the menu, as many as it showed.
  const entry = location.key;
  const [limit, setLimit] = useState(() => {
    const shown = shownByEntry.get(entry);
    return shown?.term === deferredTerm ? shown : { term: deferredTerm, count: MENU_PAGE_SIZE };
  });
  if (limit.term !== deferredTerm) setLimit({ term: deferredTerm, count: MENU_PAGE_SIZE });
  useEffect(() => rememberRecent(shownByEntry, entry, limit), [entry, limit]);

  // Back from a drink's page: its link gets the focus again (and is scrolled to if the page did not land on it).
  const listBox = useRef<HTMLDivElement>(null);
  const returning = useNavigationType() === 'POP';
  const [returnTo] = useState(() => (returning ? openedByEntry.get(entry) : undefined));
  const refocused = useRef(false);
  useEffect(() => {
    if (!returnTo || !drinks || refocused.current) return;
    refocused.current = true;
    const link = [...(listBox.current?.querySelectorAll('a[href]') ?? [])].find((a) => a.getAttribute('href') === returnTo);
    if (!(link instanceof HTMLElement)) return;
    link.focus({ preventScroll: true });
    const box = link.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) link.scrollIntoView({ block: 'center' });
  }, [returnTo, drinks]);
  const rememberOpened = useCallback(
    (event: MouseEvent) => {
      const href = (event.target as Element).closest('a[href]')?.getAttribute('href');
      if (href) rememberRecent(openedByEntry, entry, href);
    },
    [entry],
  );
  const onMore = useCallback(() => setLimit((l) => ({ ...l, count: l.count + MENU_PAGE_SIZE })), []);

  // A chip renders the list up to its category's first drinks, then scrolls its heading to the top (under the
  // sticky header and chips) and gives it the focus.
  const jumps = useMemo(() => categoryJumps(found, MENU_PAGE_SIZE), [found]);
  const jumpTo = useRef<string | null>(null);
  const [jumpCount, setJumps] = useState(0);
  const onJump = useCallback((jump: CategoryJump) => {
    setLimit((l) => (l.count >= jump.showUpTo ? l : { ...l, count: jump.showUpTo }));
    jumpTo.current = categorySectionId(jump.category);
    setJumps((n) => n + 1);
  }, []);
  // The hold outlives this effect's runs: more cards shown as the guest nears the end of the list (the limit) must
  // not end it; a new jump or leaving the menu does.
  const hold = useRef<(() => void) | null>(null);
  useEffect(() => {
    const section = jumpTo.current ? document.getElementById(jumpTo.current) : null;
    if (!section) return;
    jumpTo.current = null;
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    section.scrollIntoView({ block: 'start' });
    hold.current?.();
    hold.current = keepInPlace(section);
  }, [jumpCount, limit]);
  useEffect(() => () => hold.current?.(), []);

  const menu = useMemo(() => new Map((recipes.data ?? []).map((r) => [r.id, r])), [recipes.data]);
  const cart = useCart(menu);
  const quantities = useMemo(() => new Map(cart.lines.map((l) => [l.recipeId, l.quantity])), [cart.lines]);
  const { add } = cart;
  const onAdd = useCallback((drink: MenuDrink) => void add(drink), [add]);

  const refreshOrders = useRefreshMyOrders();
  // The order just placed: its card in 'Your Orders in Progress' takes the focus once it shows.
  const [placedId, setPlacedId] = useState<string | null>(null);
  const onPlaced = useCallback(
    (order: Order) => {
      setPlacedId(order.id);
      void refreshOrders(order);
    },
    [refreshOrders],
  );

  // Elements made once per input: a keystroke in the search box does not re-render the panels.
  const askAi = useMemo(() => <AskAi recipes={recipes.data} onAdd={onAdd} collapsedByDefault={isPhone} />, [recipes.data, onAdd, isPhone]);
  const sidebar = useMemo(
    () =>
      isPhone ? null : (
        <aside className={styles.sidebar} aria-label="Your order and orders in progress">
          <CartPanel menu={menu} onPlaced={onPlaced} />
          <OrdersInProgress focusOrderId={placedId} />
        </aside>
      ),
    [isPhone, menu, onPlaced, styles.sidebar, placedId],
  );
  const phoneOrders = useMemo(
    () => (isPhone ? <OrdersInProgress className={styles.phoneOrders} focusOrderId={placedId} /> : null),
    [isPhone, styles.phoneOrders, placedId],
  );
  const cartBar = useMemo(() => (isPhone ? <CartBar menu={menu} onPlaced={onPlaced} /> : null), [isPhone, menu, onPlaced]);

  const searching = deferredTerm.trim() !== '';
  const stale = term !== deferredTerm;
  const total = drinks?.length ?? 0;

  let list;
  if (recipes.error && !recipes.data) {
    list = <LoadError title="Failed to fetch recipes" error={recipes.error} onRetry={() => void recipes.mutate()} />;
  } else if (!drinks) {
    list = <LoadingScreen label="Loading drinks..." />;
  } else {
    list = (
      <>
        {found.length === 0 ? (
          <div className={styles.empty}>
            <Text>{searching ? `No drinks match "${deferredTerm.trim()}".` : 'There are no drinks on the menu yet.'}</Text>
            {searching ? <Button onClick={() => changeTerm('')}>Show all drinks</Button> : null}
          </div>
        ) : null}
        <CategoryChips jumps={jumps} onJump={onJump} />
        {/* Dimmed while the list catches up with the search box; the list itself re-renders only when it does. */}
        <div ref={listBox} className={mergeClasses(styles.fade, stale && styles.stale)} aria-busy={stale} onClickCapture={rememberOpened}>
          <DrinkGroups found={found} limit={limit.count} onMore={onMore} quantities={quantities} onAdd={onAdd} />
        </div>
      </>
    );
  }

  return (
    <Page title="Drink Menu">
      <div className={styles.layout}>
        <div className={styles.main}>
          <div role="search" className={styles.searchRow}>
            <SearchBox
              ref={searchBox}
              className={styles.search}
              aria-label="Search drinks"
              placeholder="Search drinks, ingredients, categories"
              value={term}
              onChange={(_, data) => changeTerm(data.value)}
            />
            <Text size={200} className={styles.count} role="status" aria-live="polite">
              {drinks && searching ? `${found.length} of ${total} drinks match "${deferredTerm.trim()}"` : ''}
            </Text>
          </div>
          {/* While searching, the results come first (on a phone the orders and Ask AI would push them off screen). */}
          {(searching ? (['list', 'orders', 'ai'] as const) : (['orders', 'ai', 'list'] as const)).map((part) => (
            <Fragment key={part}>{{ list, orders: phoneOrders, ai: askAi }[part]}</Fragment>
          ))}
        </div>
        {sidebar}
      </div>
      {cartBar}
    </Page>
  );
}
