import { Fragment, memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, SearchBox, Text, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Order, RecipeWithAvailability } from '@bar/domain';
import { useInventory } from '../../api/inventory';
import { useRecipes } from '../../api/recipes';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { Page } from '../../components/page';
import { useMediaQuery } from '../../components/use-media-query';
import { paths } from '../../config/paths';
import { AskAi } from '../ai';
import { CartBar, CartPanel, useCart, type MenuDrink } from '../cart';
import { OrdersInProgress, useRefreshMyOrders } from '../orders';
import { DrinkCard } from './drink-card';
import { buildSearchIndex, groupByCategory, searchIndex, type CategoryGroup } from './search';

/** Below this width the cart is a bar at the bottom that opens a drawer, instead of a sidebar. */
export const CART_DRAWER_QUERY = '(max-width: 899.98px)';

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
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hidden: { display: 'none' },
  groupTitle: { margin: 0 },
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

function CategorySection({
  group,
  shown,
  quantities,
  onAdd,
}: {
  group: CategoryGroup;
  shown: ReadonlySet<string>;
  quantities: ReadonlyMap<string, number>;
  onAdd: (recipe: RecipeWithAvailability) => void;
}) {
  const styles = useStyles();
  const titleId = useId();
  const any = group.recipes.some((r) => shown.has(r.id));
  return (
    <section className={mergeClasses(styles.group, !any && styles.hidden)} hidden={!any} aria-labelledby={titleId}>
      <Title3 as="h2" id={titleId} className={styles.groupTitle}>
        {group.label}
      </Title3>
      <ul className={styles.grid}>
        {group.recipes.map((recipe) => (
          // Filtering hides cards instead of unmounting them: a keystroke flips attributes, it never re-creates
          // hundreds of cards (the cards themselves are memoised and keep their props).
          <li key={recipe.id} className={styles.item} hidden={!shown.has(recipe.id)}>
            <DrinkCard recipe={recipe} quantity={quantities.get(recipe.id) ?? 0} onAdd={onAdd} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The whole menu by category, the search result shown. Fed the deferred search term: typing never waits for it. */
const DrinkGroups = memo(function DrinkGroups({
  groups,
  shown,
  quantities,
  onAdd,
}: {
  groups: CategoryGroup[];
  shown: ReadonlySet<string>;
  quantities: ReadonlyMap<string, number>;
  onAdd: (recipe: RecipeWithAvailability) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <CategorySection key={group.category} group={group} shown={shown} quantities={quantities} onAdd={onAdd} />
      ))}
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
  const recipes = useRecipes();
  const inventory = useInventory();
  const isPhone = useMediaQuery(CART_DRAWER_QUERY);

  const [term, setTerm] = useState(initialSearch);
  const [syncedFrom, setSyncedFrom] = useState(initialSearch);
  if (syncedFrom !== initialSearch) {
    setSyncedFrom(initialSearch);
    setTerm(initialSearch);
  }

  // Enter in the search box moves to /search/{term}, which mounts this view anew: the box keeps the focus.
  const searchBox = useRef<HTMLInputElement>(null);
  const focusSearch = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    if (focusSearch) searchBox.current?.focus();
  }, [focusSearch]);

  const deferredTerm = useDeferredValue(term);
  const index = useMemo(() => buildSearchIndex(recipes.data ?? [], inventory.data ?? []), [recipes.data, inventory.data]);
  const groups = useMemo(() => groupByCategory(index.map((entry) => entry.recipe)), [index]);
  const found = useMemo(() => searchIndex(index, deferredTerm), [index, deferredTerm]);
  const shown = useMemo(() => new Set(found.map((r) => r.id)), [found]);

  const menu = useMemo(() => new Map((recipes.data ?? []).map((r) => [r.id, r])), [recipes.data]);
  const cart = useCart(menu);
  const quantities = useMemo(() => new Map(cart.lines.map((l) => [l.recipeId, l.quantity])), [cart.lines]);
  const { add } = cart;
  const onAdd = useCallback((drink: MenuDrink) => void add(drink), [add]);

  const refreshOrders = useRefreshMyOrders();
  const onPlaced = useCallback((order: Order) => void refreshOrders(order), [refreshOrders]);

  // Elements made once per input: a keystroke in the search box does not re-render the panels.
  const askAi = useMemo(() => <AskAi recipes={recipes.data} onAdd={onAdd} />, [recipes.data, onAdd]);
  const sidebar = useMemo(
    () =>
      isPhone ? null : (
        <aside className={styles.sidebar} aria-label="Your order and orders in progress">
          <CartPanel menu={menu} onPlaced={onPlaced} />
          <OrdersInProgress />
        </aside>
      ),
    [isPhone, menu, onPlaced, styles.sidebar],
  );
  const phoneOrders = useMemo(() => (isPhone ? <OrdersInProgress className={styles.phoneOrders} /> : null), [isPhone, styles.phoneOrders]);
  const cartBar = useMemo(() => (isPhone ? <CartBar menu={menu} onPlaced={onPlaced} /> : null), [isPhone, menu, onPlaced]);

  const searching = deferredTerm.trim() !== '';
  const stale = term !== deferredTerm;
  const total = recipes.data?.length ?? 0;

  let list;
  if (recipes.error && !recipes.data) {
    list = <LoadError title="Failed to fetch recipes" error={recipes.error} onRetry={() => void recipes.mutate()} />;
  } else if (!recipes.data) {
    list = <LoadingScreen label="Loading drinks..." />;
  } else {
    // The groups stay mounted when nothing matches: the next keystroke only shows cards again.
    list = (
      <>
        {found.length === 0 ? (
          <div className={styles.empty}>
            <Text>{searching ? `No drinks match "${deferredTerm.trim()}".` : 'There are no drinks on the menu yet.'}</Text>
            {searching ? <Button onClick={() => setTerm('')}>Show all drinks</Button> : null}
          </div>
        ) : null}
        {/* Dimmed while the list catches up with the search box; the list itself re-renders only when it does. */}
        <div className={mergeClasses(styles.fade, stale && styles.stale)} aria-busy={stale}>
          <DrinkGroups groups={groups} shown={shown} quantities={quantities} onAdd={onAdd} />
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
              onChange={(_, data) => setTerm(data.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && term.trim()) void navigate(paths.searchQuery.href(term), { state: { focusSearch: true } });
              }}
            />
            <Text size={200} className={styles.count} role="status" aria-live="polite">
              {recipes.data && searching ? `${found.length} of ${total} drinks match "${deferredTerm.trim()}"` : ''}
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
