import { makeStyles } from '@fluentui/react-components';
import { cartCount, cartTotal, type Cart } from '@bar/domain';
import { visuallyHidden } from '../../components/visually-hidden';
import { usePrice } from '../../config/app-config-context';

const useStyles = makeStyles({
  visuallyHidden,
});

export const drinkCount = (n: number) => `${n} ${n === 1 ? 'drink' : 'drinks'}`;

/** For screen readers: each add or remove is read out as the new count and total. Render one at a time. */
export function CartStatus({ lines }: { lines: Cart }) {
  const formatPrice = usePrice();
  const styles = useStyles();
  return (
    <div className={styles.visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
      {lines.length ? `Your order: ${drinkCount(cartCount(lines))}, total ${formatPrice(cartTotal(lines))}` : 'Your order is empty'}
    </div>
  );
}
