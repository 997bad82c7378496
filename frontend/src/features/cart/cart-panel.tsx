import { useId, useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Text, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SubtractRegular } from '@fluentui/react-icons';
import { MAX_CUSTOMER_NAME_OVERRIDE_LENGTH, cartTotal, lineTotal, messages, plainTextProblem, type Order } from '@bar/domain';
import { UNAVAILABLE_REASON } from '../menu/add-to-order';
import { useCart, type MenuDrink } from './use-cart';
import { usePlaceOrder } from './use-place-order';
import { CartStatus } from './cart-status';
import { usePrice } from '../../config/app-config-context';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  empty: { color: tokens.colorNeutralForeground3 },
  lines: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { overflowWrap: 'anywhere' },
  each: { color: tokens.colorNeutralForeground3 },
  stepper: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, justifySelf: 'end' },
  quantity: { minWidth: '2ch', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
  total: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  place: { flexGrow: 1 },
  note: { color: tokens.colorNeutralForeground3 },
  unavailable: { gridColumn: '1 / -1', color: tokens.colorPaletteRedForeground1 },
  refusalText: { display: 'block' },
});

export interface CartPanelProps {
  /** Every drink of the menu by id: current names, prices and availability. */
  menu: ReadonlyMap<string, MenuDrink>;
  /** After the server confirmed an order (with its own total). */
  onPlaced?: (order: Order) => void;
  /** False inside the phone's drawer, whose header already names it. */
  showTitle?: boolean;
  className?: string;
}

/** 'Your Order': the lines with their totals, the total, an optional name for the order, and Place Order. */
export function CartPanel({ menu, onPlaced, showTitle = true, className }: CartPanelProps) {
  const formatPrice = usePrice();
  const styles = useStyles();
  const titleId = useId();
  const cart = useCart(menu);
  const { place, placing, refusal, dismiss } = usePlaceOrder(cart, onPlaced);
  const [nameOverride, setNameOverride] = useState('');
  // The one text rule (domain text.ts), said here as the server would say it.
  const nameProblem = plainTextProblem(nameOverride.trim(), MAX_CUSTOMER_NAME_OVERRIDE_LENGTH);
  const { lines } = cart;
  const total = cartTotal(lines);
  // A refusal about a drink is over once that drink is out of the cart.
  const shownRefusal = refusal && (!refusal.drink || lines.some((l) => l.recipeId === refusal.drink!.recipeId)) ? refusal : null;

  return (
    <section className={mergeClasses(styles.panel, className)} aria-labelledby={showTitle ? titleId : undefined} aria-label={showTitle ? undefined : 'Your Order'}>
      {showTitle ? (
        <Title3 as="h2" id={titleId} className={styles.title}>
          Your Order
        </Title3>
      ) : null}
      {lines.length === 0 ? (
        <Text className={styles.empty}>Your order is empty. Add drinks from the menu.</Text>
      ) : (
        <ul className={styles.lines} aria-label="Drinks in your order">
          {lines.map((line) => {
            const drink = menu.get(line.recipeId);
            return (
              <li key={line.recipeId} className={styles.line}>
                <Text weight="semibold" className={styles.name}>
                  {line.recipeName}
                </Text>
                <Text weight="semibold" data-testid="cart-line-total">
                  {formatPrice(lineTotal(line))}
                </Text>
                <Text size={200} className={styles.each}>
                  {formatPrice(line.price)} each
                </Text>
                {drink && !drink.available ? (
                  <Text size={200} weight="semibold" className={styles.unavailable} data-testid="cart-line-unavailable">
                    Unavailable: {UNAVAILABLE_REASON.toLowerCase()}
                  </Text>
                ) : null}
                <div className={styles.stepper} role="group" aria-label={`Quantity of ${line.recipeName}`}>
                  <Button
                    size="small"
                    icon={<SubtractRegular />}
                    aria-label={`Remove one ${line.recipeName}`}
                    onClick={() => cart.remove(line.recipeId)}
                  />
                  <Text className={styles.quantity} data-testid="cart-line-quantity">
                    {line.quantity}
                  </Text>
                  <Button
                    size="small"
                    icon={<AddRegular />}
                    aria-label={`Add one more ${line.recipeName}`}
                    disabled={!drink}
                    onClick={() => drink && cart.add(drink)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.total}>
        <Text weight="semibold">Total</Text>
        <Text size={500} weight="bold" data-testid="cart-total">
          {formatPrice(total)}
        </Text>
      </div>
      {lines.length > 0 ? (
        <Text size={200} className={styles.note}>
          The bar confirms the final price when you place the order.
        </Text>
      ) : null}
      <Field
        label="Name for the order (optional)"
        hint="Shown to the bartender, e.g. Table 7"
        validationState={nameProblem ? 'error' : 'none'}
        validationMessage={nameProblem ? `Name: ${nameProblem}` : undefined}
      >
        <Input value={nameOverride} maxLength={MAX_CUSTOMER_NAME_OVERRIDE_LENGTH} placeholder="e.g. Table 7" onChange={(_, data) => setNameOverride(data.value)} />
      </Field>
      <div role="alert" aria-atomic="true">
        {shownRefusal ? (
          <MessageBar intent="error" layout="multiline" data-testid="order-refused">
            <MessageBarBody>
              <MessageBarTitle>{messages.placeOrderFailed}</MessageBarTitle>
              <Text className={styles.refusalText}>{shownRefusal.message}</Text>
              <Text className={styles.refusalText}>{shownRefusal.next}</Text>
            </MessageBarBody>
            <MessageBarActions>
              {shownRefusal.drink ? (
                <Button size="medium" icon={<DeleteRegular />} onClick={() => cart.removeAll(shownRefusal.drink!.recipeId)}>
                  Remove {shownRefusal.drink.name}
                </Button>
              ) : (
                <Button size="medium" onClick={dismiss}>
                  OK
                </Button>
              )}
            </MessageBarActions>
          </MessageBar>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          size="large"
          className={styles.place}
          disabled={placing || Boolean(nameProblem)}
          onClick={async () => {
            const order = await place(nameOverride);
            if (order) setNameOverride('');
          }}
        >
          {placing ? 'Placing order...' : 'Place Order'}
        </Button>
        <Button size="large" icon={<DeleteRegular />} disabled={lines.length === 0 || placing} onClick={cart.clear}>
          Clear
        </Button>
      </div>
      <CartStatus lines={lines} />
    </section>
  );
}
