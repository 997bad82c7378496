import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles } from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { Order } from '@bar/domain';
import { CartPanel } from './cart-panel';
import type { MenuDrink } from './use-cart';

const useStyles = makeStyles({
  drawer: { height: 'auto', maxHeight: '88vh' },
});

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: ReadonlyMap<string, MenuDrink>;
  onPlaced: (order: Order) => void;
}

/** 'Your Order' in a bottom drawer, opened from the phone's cart bar (cart-bar.tsx). */
export default function CartDrawer({ open, onOpenChange, menu, onPlaced }: CartDrawerProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer position="bottom" open={open} onOpenChange={(_, data) => onOpenChange(data.open)} className={styles.drawer}>
      <DrawerHeader>
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
