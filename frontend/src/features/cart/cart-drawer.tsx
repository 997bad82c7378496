import { useEffect, useRef } from 'react';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles } from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { Order } from '@bar/domain';
import { TOAST_BOTTOM_INSET_VAR } from '../../components/toast-settings';
import { CartPanel } from './cart-panel';
import type { MenuDrink } from './use-cart';
import { useReturnFocus } from '../../components/use-return-focus';

const useStyles = makeStyles({
  drawer: { height: 'auto', maxHeight: '88vh' },
});

/** Room a toast keeps at the top of the screen when the drawer is tall. */
const TOAST_ROOM_PX = 120;

/**
 * While the drawer is open, toasts rise above it instead of covering its name field and Place Order (an order
 * refused for the limit, or a drink that ran out, is said while the guest is still in the drawer).
 */
function useToastsAbove(open: boolean, header: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    if (!open) return;
    const previous = root.style.getPropertyValue(TOAST_BOTTOM_INSET_VAR);
    const place = () => {
      const top = header.current?.getBoundingClientRect().top;
      if (top === undefined) return;
      const inset = Math.max(0, Math.min(window.innerHeight - top, window.innerHeight - TOAST_ROOM_PX));
      root.style.setProperty(TOAST_BOTTOM_INSET_VAR, `${Math.round(inset)}px`);
    };
    place();
    const surface = header.current?.parentElement;
    const observer = typeof ResizeObserver === 'undefined' || !surface ? null : new ResizeObserver(place);
    if (observer && surface) observer.observe(surface);
    // The drawer slides in: measure again once it is where it stays.
    const settle = window.setTimeout(place, 400);
    return () => {
      observer?.disconnect();
      window.clearTimeout(settle);
      if (previous) root.style.setProperty(TOAST_BOTTOM_INSET_VAR, previous);
      else root.style.removeProperty(TOAST_BOTTOM_INSET_VAR);
    };
  }, [open, header]);
}

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: ReadonlyMap<string, MenuDrink>;
  onPlaced: (order: Order) => void;
}

/** 'Your Order' in a bottom drawer, opened from the phone's cart bar (cart-bar.tsx). */
export default function CartDrawer({ open, onOpenChange, menu, onPlaced }: CartDrawerProps) {
  useReturnFocus(open);
  const styles = useStyles();
  const header = useRef<HTMLDivElement>(null);
  useToastsAbove(open, header);
  return (
    <OverlayDrawer position="bottom" open={open} onOpenChange={(_, data) => onOpenChange(data.open)} className={styles.drawer}>
      <DrawerHeader ref={header}>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<Dismiss24Regular />} onClick={() => onOpenChange(false)} />}>
          Your Order
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <CartPanel menu={menu} onPlaced={onPlaced} showTitle={false} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
