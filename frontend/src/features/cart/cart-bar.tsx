import { Suspense, useCallback, useEffect, useState } from 'react';
import { Button, CounterBadge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons';
import { cartCount, cartTotal, type Order } from '@bar/domain';
import { LoadBoundary, retryableLazy } from '../../components/load-boundary';
import { toast } from '../../components/toast';
import { TOAST_BOTTOM_INSET_VAR } from '../../components/toaster';
import { CartStatus, drinkCount } from './cart-status';
import { useCart, type MenuDrink } from './use-cart';
import { usePrice } from '../../config/app-config-context';

const CartDrawer = retryableLazy(() => import('./cart-drawer'));

export const CART_DRAWER_LOAD_FAILED = 'Could not open your order. Check your connection and try again.';

/** Below this width the cart is a bar at the bottom that opens a drawer, instead of a sidebar. */
export const CART_DRAWER_QUERY = '(max-width: 899.98px)';

/** The bar's height, which the page keeps free at its bottom so that nothing hides behind it. */
export const CART_BAR_SPACE = '88px';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 10,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    paddingBottom: `max(${tokens.spacingVerticalS}, env(safe-area-inset-bottom))`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow16,
  },
  open: { width: '100%', justifyContent: 'space-between', minHeight: '48px' },
  label: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The cart on a phone: a bar at the bottom with the count and total that opens 'Your Order' in a bottom drawer.
 * The drawer (cart-drawer.tsx) is downloaded when the guest first reaches for the bar, not with the menu.
 */
export function CartBar({ menu, onPlaced }: { menu: ReadonlyMap<string, MenuDrink>; onPlaced?: (order: Order) => void }) {
  const formatPrice = usePrice();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [opened, setOpened] = useState(false);
  const { lines } = useCart(menu);
  const count = cartCount(lines);
  // The page (footer included) keeps room at its bottom, so the bar never hides the last of it; toasts rise above it.
  useEffect(() => {
    const previous = document.body.style.paddingBottom;
    document.body.style.paddingBottom = CART_BAR_SPACE;
    document.documentElement.style.setProperty(TOAST_BOTTOM_INSET_VAR, CART_BAR_SPACE);
    return () => {
      document.body.style.paddingBottom = previous;
      document.documentElement.style.removeProperty(TOAST_BOTTOM_INSET_VAR);
    };
  }, []);
  const placed = useCallback(
    (order: Order) => {
      setOpen(false);
      onPlaced?.(order);
    },
    [onPlaced],
  );

  return (
    <>
      <div className={styles.bar}>
        <Button
          appearance="primary"
          size="large"
          className={styles.open}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={`Your Order: ${drinkCount(count)}, ${formatPrice(cartTotal(lines))}. Open`}
          onPointerDown={CartDrawer.preload}
          onFocus={CartDrawer.preload}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <span className={styles.label}>
            <CartRegular aria-hidden />
            Your Order
            {count > 0 ? <CounterBadge count={count} color="informative" size="small" /> : null}
          </span>
          <Text weight="bold" style={{ color: 'inherit' }}>
            {formatPrice(cartTotal(lines))}
          </Text>
        </Button>
      </div>
      {open ? null : <CartStatus lines={lines} />}
      {opened ? <Drawer open={open} onOpenChange={setOpen} menu={menu} onPlaced={placed} onLoadFailed={() => setOpened(false)} /> : null}
    </>
  );
}

function Drawer({
  onLoadFailed,
  ...props
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: ReadonlyMap<string, MenuDrink>;
  onPlaced: (order: Order) => void;
  onLoadFailed: () => void;
}) {
  return (
    <LoadBoundary
      fallback={null}
      onError={() => {
        props.onOpenChange(false);
        onLoadFailed();
        toast.error(CART_DRAWER_LOAD_FAILED);
      }}
    >
      <Suspense fallback={null}>
        <CartDrawer {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
