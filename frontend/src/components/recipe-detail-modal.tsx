import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorCircleRegular, TimerRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { indexById, messages, type InventoryItem, type Recipe } from '@bar/domain';
import { useReturnFocus } from './use-return-focus';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 24px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  section: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  ingredient: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  quantity: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  notFound: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorPaletteRedForeground1 },
  servings: { color: tokens.colorPaletteMarigoldForeground1 },
  close: { minHeight: '44px', minWidth: '96px' },
});

export interface RecipeDetailModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title until the recipe is known (e.g. the name on the order line). */
  title?: string;
  /** The recipe; undefined while it loads, null when it no longer exists ('Recipe details not found'). */
  recipe: Recipe | null | undefined;
  /** For the ingredients' names (an ingredient whose item is gone shows its id). */
  inventory?: readonly InventoryItem[];
  /** Shown instead of the recipe when what it was opened from is gone, e.g. 'Order not found'. */
  notFound?: string;
  /** How many of the drink the order line asks for: the amounts are scaled by it (1 when left out). */
  servings?: number;
}

/** An amount for `servings` drinks, without floating-point noise (0.1 x 3 is 0.3, not 0.30000000000000004). */
export function scaledAmount(quantity: number, servings: number): number {
  return Math.round(quantity * servings * 1000) / 1000;
}

/** What the scaled list says above the ingredients, e.g. 'For 2 drinks: amounts doubled'. */
export function servingsNote(servings: number): string {
  const how = servings === 2 ? 'doubled' : servings === 3 ? 'tripled' : `multiplied by ${servings}`;
  return `For ${servings} drinks: amounts ${how}`;
}

/**
 * A recipe in a dialog: ingredients with quantities and units (named after the inventory), numbered
 * instructions and the prep time. Closed with the button whose test id is close-recipe-modal, or Escape.
 */
export function RecipeDetailModal({ open, onClose, title, recipe, inventory, notFound, servings = 1 }: RecipeDetailModalProps) {
  useReturnFocus(open);
  const count = Number.isInteger(servings) && servings > 1 ? servings : 1;
  const styles = useStyles();
  const stock = useMemo(() => indexById(inventory ?? []), [inventory]);
  const problem = notFound ?? (recipe === null ? messages.recipeDetailsNotFound : undefined);
  const heading = (!problem && recipe?.name) || title || 'Recipe';

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{heading}</DialogTitle>
          <DialogContent className={styles.content}>
            {problem ? (
              <div className={styles.notFound} role="alert">
                <ErrorCircleRegular aria-hidden fontSize={20} />
                <Text weight="semibold">{problem}</Text>
              </div>
            ) : !recipe ? (
              <Spinner size="small" label="Loading recipe..." />
            ) : (
              <>
                {recipe.description ? <Text>{recipe.description}</Text> : null}
                <Text className={styles.meta}>
                  <TimerRegular aria-hidden fontSize={18} />
                  Prep time: {recipe.prepTime} minutes
                </Text>
                <h3 className={styles.section}>Ingredients</h3>
                {count > 1 ? (
                  <Text weight="semibold" className={styles.servings} data-testid="recipe-servings">
                    {servingsNote(count)}
                  </Text>
                ) : null}
                <ul className={styles.list}>
                  {recipe.ingredients.map((ingredient, index) => (
                    <li key={`${ingredient.inventoryItemId}-${index}`} className={styles.ingredient}>
                      <span>{stock.get(ingredient.inventoryItemId)?.name ?? ingredient.inventoryItemId}</span>
                      <span className={styles.quantity}>
                        {scaledAmount(ingredient.quantity, count)} {ingredient.unit}
                      </span>
                    </li>
                  ))}
                </ul>
                {recipe.instructions.length ? (
                  <>
                    <h3 className={styles.section}>Instructions</h3>
                    <ol className={styles.list}>
                      {recipe.instructions.map((step, index) => (
                        <li key={`${index}-${step.slice(0, 30)}`}>{step}</li>
                      ))}
                    </ol>
                  </>
                ) : null}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" className={styles.close} data-testid="close-recipe-modal" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
