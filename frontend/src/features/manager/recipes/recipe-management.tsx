import { useCallback, useMemo, useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { DEFAULT_TARGET_POUR_COST, drinkEconomics, formatPercent, indexById, messages, openOrdersWithRecipe, type RecipeWithAvailability } from '@bar/domain';
import { useOrders } from '../../../api/orders';
import { useInventory } from '../../../api/inventory';
import { useRecipeMutations, useRecipes } from '../../../api/recipes';
import { LoadError } from '../../../components/load-error';
import { problemText } from '../problem-text';
import { LoadingScreen } from '../../../components/loading-screen';
import { toast } from '../../../components/toast';
import { AiImportDialog } from '../ai-import/ai-import-dialog';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { ManagerSection, subHeadingLevel } from '../manager-section';
import { RecipeCard } from './recipe-card';
import { RecipeDialog } from './recipe-dialog';
import { useTargetPourCost } from './target-pour-cost';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  target: { width: '180px' },
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  item: { display: 'flex', flexDirection: 'column' },
});

/**
 * Recipe Management: the drinks as a card grid with pour cost and margin against the manager's target, the add
 * and edit dialog, the availability switch, and the AI Recipe Import.
 */
export function RecipeManagement({ standalone = false }: { standalone?: boolean }) {
  const styles = useStyles();
  const { data: recipes, error, mutate } = useRecipes();
  const { data: inventory } = useInventory();
  const { remove, setAvailability } = useRecipeMutations();
  const { percent, setPercent, target } = useTargetPourCost();
  const [editing, setEditing] = useState<RecipeWithAvailability | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RecipeWithAvailability | null>(null);
  const [importing, setImporting] = useState(false);
  const stock = useMemo(() => (inventory ? indexById(inventory) : null), [inventory]);
  // The open orders, read while a delete is being confirmed: a drink still on a ticket gets a warning first.
  const openOrders = useOrders(deleting ? { role: 'bar_manager' } : null, { revalidateOnFocus: false });
  const onTickets = deleting && openOrders.data ? openOrdersWithRecipe(deleting.id, openOrders.data) : [];

  const toggle = useCallback(
    (recipe: RecipeWithAvailability, isAvailable: boolean) => {
      setAvailability(recipe, isAvailable).then(
        () => toast.success(`${recipe.name} is ${isAvailable ? 'available' : 'no longer available'}`, { id: `recipe-availability-${recipe.id}` }),
        (err: unknown) => toast.error('Failed to update recipe', { id: `recipe-availability-${recipe.id}`, description: problemText(err) }),
      );
    },
    [setAvailability],
  );

  const withEconomics = useMemo(
    () => (recipes ?? []).map((recipe) => ({ recipe, economics: stock ? drinkEconomics(recipe, stock, target) : null })),
    [recipes, stock, target],
  );
  const above = withEconomics.filter((r) => r.economics?.aboveTarget).length;
  const headingLevel = subHeadingLevel(standalone);

  const actions = (
    <div className={styles.actions}>
      <Button onClick={() => setImporting(true)} disabled={!inventory}>
        AI Recipe Import
      </Button>
      <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')} disabled={!inventory}>
        Add Recipe
      </Button>
    </div>
  );

  let content;
  if (error && !recipes) {
    content = <LoadError title="Failed to fetch recipes" error={problemText(error)} onRetry={() => void mutate()} />;
  } else if (!recipes) {
    content = <LoadingScreen label="Loading recipes..." />;
  } else {
    content = (
      <>
        <div className={styles.toolbar}>
          <Field className={styles.target} label="Target pour cost (%)" hint={`Default ${formatPercent(DEFAULT_TARGET_POUR_COST)}`}>
            <Input type="number" inputMode="decimal" min={1} max={99} step="any" value={percent} onChange={(_, d) => setPercent(d.value)} />
          </Field>
          <Text aria-live="polite">
            {recipes.length} {recipes.length === 1 ? 'drink' : 'drinks'}
            {stock ? `, ${above} above the ${formatPercent(target)} pour cost target` : ''}
          </Text>
        </div>
        {recipes.length === 0 ? (
          <Text>No recipes yet.</Text>
        ) : (
          <ul className={styles.grid} aria-label="Recipes">
            {withEconomics.map(({ recipe, economics }) => (
              <li key={recipe.id} className={styles.item}>
                <RecipeCard
                  recipe={recipe}
                  economics={economics}
                  target={target}
                  headingLevel={headingLevel}
                  onEdit={() => setEditing(recipe)}
                  onDelete={() => setDeleting(recipe)}
                  onToggleAvailability={(checked) => toggle(recipe, checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <ManagerSection title="Recipe Management" standalone={standalone} actions={actions}>
      {content}
      {editing && inventory ? (
        <RecipeDialog recipe={editing === 'new' ? null : editing} inventory={inventory} target={target} onClose={() => setEditing(null)} />
      ) : null}
      {importing && inventory ? <AiImportDialog inventory={inventory} target={target} onClose={() => setImporting(false)} /> : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'recipe'}?`}
        failureText="Failed to delete recipe"
        successText={`${deleting?.name ?? 'Recipe'} deleted`}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        // The server refuses it too (409, the same words), also for open orders this list left out.
        blocked={onTickets.length > 0 ? messages.recipeOnOpenOrders(onTickets.length) : undefined}
      >
        This removes the drink from the menu. This cannot be undone.
      </ConfirmDeleteDialog>
    </ManagerSection>
  );
}
