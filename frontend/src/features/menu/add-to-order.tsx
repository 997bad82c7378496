import { Badge, Button, Text, makeStyles, tokens, type ButtonProps } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { RecipeWithAvailability } from '@bar/domain';

/**
 * How a drink's order button and availability read, wherever the drink is shown (its card on the menu, its own
 * page): one rule, so the two never disagree.
 */
export const UNAVAILABLE_REASON = 'Not enough ingredients right now';
export const addToOrderLabel = (name: string) => `Add ${name} to your order`;
export const inOrderText = (quantity: number) => `${quantity} in your order`;

const useStyles = makeStyles({
  unavailable: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
  inCart: { color: tokens.colorBrandForeground1 },
});

/** 'Unavailable' and why; its id describes the button. */
export function UnavailableNote({ id, size = 200 }: { id: string; size?: 200 | 300 }) {
  const styles = useStyles();
  return (
    <Text id={id} size={size} className={styles.unavailable}>
      <Badge appearance="filled" color="danger" size={size === 200 ? 'small' : 'medium'}>
        Unavailable
      </Badge>
      {UNAVAILABLE_REASON}
    </Text>
  );
}

/** How many of the drink the cart holds, when any. */
export function InOrderCount({ quantity }: { quantity: number }) {
  const styles = useStyles();
  return quantity > 0 ? (
    <Text size={200} weight="semibold" className={styles.inCart} data-testid="in-order-count">
      {inOrderText(quantity)}
    </Text>
  ) : null;
}

export interface AddToOrderButtonProps {
  recipe: Pick<RecipeWithAvailability, 'name' | 'available'>;
  /** The id of the UnavailableNote shown beside an unavailable drink. */
  noteId: string;
  /** The text of an available drink's button: 'Add' on a card, 'Add to order' on the drink's page. */
  text: string;
  onAdd: () => void;
  className?: string;
  size?: ButtonProps['size'];
}

/**
 * An unavailable drink keeps its button, which says 'Unavailable' and is described by the reason; pressing it
 * says why instead of adding (the cart's toast).
 */
export function AddToOrderButton({ recipe, noteId, text, onAdd, className, size }: AddToOrderButtonProps) {
  const available = recipe.available;
  return (
    <Button
      className={className}
      size={size}
      appearance={available ? 'primary' : 'secondary'}
      icon={available ? <AddRegular /> : undefined}
      aria-label={addToOrderLabel(recipe.name)}
      aria-describedby={available ? undefined : noteId}
      onClick={onAdd}
    >
      {available ? text : 'Unavailable'}
    </Button>
  );
}
