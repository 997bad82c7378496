import { useCallback, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge, Button, Text, Title1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { RECIPE_CATEGORY_LABELS, type InventoryItem } from '@bar/domain';
import { resolveImageUrl } from '../../api/client';
import { useInventory } from '../../api/inventory';
import { useRecipes } from '../../api/recipes';
import { LoadingScreen } from '../../components/loading-screen';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMediaQuery } from '../../components/use-media-query';
import { paths } from '../../config/paths';
import { CART_DRAWER_QUERY, CartBar, useCart } from '../cart';
import { useRefreshMyOrders } from '../orders';
import { AddToOrderButton, InOrderCount, UnavailableNote } from './add-to-order';
import { findRecipeByName } from './search';
import { usePrice } from '../../config/app-config-context';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '880px',
    margin: '0 auto',
    boxSizing: 'border-box',
  },
  back: { alignSelf: 'flex-start' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 639.98px)': { padding: tokens.spacingHorizontalL },
  },
  header: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  titleBlock: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, flex: '1 1 280px' },
  title: { margin: 0, overflowWrap: 'anywhere' },
  price: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightBold, whiteSpace: 'nowrap' },
  description: { color: tokens.colorNeutralForeground2 },
  image: { width: '100%', maxHeight: '420px', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge, display: 'block' },
  sectionTitle: { margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  ingredients: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  ingredient: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  thumb: { width: '40px', height: '40px', borderRadius: tokens.borderRadiusMedium, objectFit: 'cover', flexShrink: 0 },
  thumbPlaceholder: { width: '40px', height: '40px', flexShrink: 0 },
  ingredientName: { flexGrow: 1, overflowWrap: 'anywhere' },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  order: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  orderButton: { minWidth: '160px' },
  prep: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  notFound: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
});

function IngredientThumb({ item }: { item: InventoryItem | undefined }) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  const src = failed ? undefined : resolveImageUrl(item?.imageUrl);
  if (!src) return <span className={styles.thumbPlaceholder} aria-hidden />;
  return <img className={styles.thumb} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

function DrinkNotFound({ name }: { name: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <div className={styles.notFound} role="alert">
        <Title1 as="h1">Drink Not Found</Title1>
        <Text>{name ? `"${name}" is not available in our menu.` : 'The drink you are looking for is not available in our menu.'}</Text>
        <Button appearance="primary" onClick={() => void navigate(paths.drinks.href())}>
          Browse All Drinks
        </Button>
      </div>
    </div>
  );
}

export interface DrinkDetailProps {
  /** From /drinks/{name}: URL-decoded, dashes as spaces. Matched to a recipe case-insensitively. */
  name: string;
}

/** The drink detail page (docs/spec.md §2, Drink detail). */
export function DrinkDetail({ name }: DrinkDetailProps) {
  const formatPrice = usePrice();
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const recipes = useRecipes({ live: true });
  const inventory = useInventory();
  const recipe = useMemo(() => (recipes.data ? findRecipeByName(recipes.data, name) : undefined), [recipes.data, name]);
  const items = useMemo(() => new Map((inventory.data ?? []).map((item) => [item.id, item])), [inventory.data]);
  const [imageFailed, setImageFailed] = useState(false);
  const noteId = useId();
  const isPhone = useMediaQuery(CART_DRAWER_QUERY);
  const menu = useMemo(() => new Map((recipes.data ?? []).map((r) => [r.id, r])), [recipes.data]);
  const cart = useCart(menu);
  const refreshOrders = useRefreshMyOrders();
  const onPlaced = useCallback((order: Parameters<typeof refreshOrders>[0]) => void refreshOrders(order), [refreshOrders]);
  useDocumentTitle(recipe?.name ?? (recipes.data || recipes.error ? 'Drink Not Found' : 'Loading drink details...'));

  // The ingredient names come from the inventory; if that fails the ids stand in, so only the recipes are waited for.
  const loading = (!recipes.data && !recipes.error) || (inventory.isLoading && !inventory.data);
  if (loading) return <LoadingScreen label="Loading drink details..." />;
  if (!recipe) return <DrinkNotFound name={name} />;

  // Back to where the guest came from (the menu, or their search), or to the menu on a fresh visit.
  const back = () => (location.key !== 'default' ? void navigate(-1) : void navigate(paths.drinks.href()));
  const image = imageFailed ? undefined : resolveImageUrl(recipe.imageUrl);
  const withThumbs = recipe.ingredients.some((i) => items.get(i.inventoryItemId)?.imageUrl);

  return (
    <div className={styles.page}>
      <Button className={styles.back} appearance="subtle" onClick={back}>
        ← Back to Drinks
      </Button>
      <article className={styles.card} aria-labelledby="drink-title">
        <div className={styles.header}>
          <div className={styles.titleBlock}>
            <Title1 as="h1" id="drink-title" className={styles.title}>
              {recipe.name}
            </Title1>
            <div>
              <Badge appearance="tint" color="brand" size="large">
                {RECIPE_CATEGORY_LABELS[recipe.category] ?? recipe.category}
              </Badge>
            </div>
          </div>
          <Text className={styles.price}>
            {formatPrice(recipe.price)}
          </Text>
        </div>
        {recipe.available ? null : <UnavailableNote id={noteId} size={300} />}
        <div className={styles.order}>
          <AddToOrderButton
            className={styles.orderButton}
            size="large"
            recipe={recipe}
            noteId={noteId}
            text="Add to order"
            onAdd={() => void cart.add(recipe)}
          />
          {/* Read out as it changes on a desktop (on a phone the order bar announces the add). */}
          <span role={isPhone ? undefined : 'status'} aria-live={isPhone ? undefined : 'polite'}>
            <InOrderCount quantity={cart.lines.find((l) => l.recipeId === recipe.id)?.quantity ?? 0} />
          </span>
        </div>
        {recipe.description ? <Text size={400} className={styles.description}>{recipe.description}</Text> : null}
        {image ? <img className={styles.image} src={image} alt={recipe.name} onError={() => setImageFailed(true)} /> : null}
        <section className={styles.section} aria-labelledby="drink-ingredients">
          <Title3 as="h2" id="drink-ingredients" className={styles.sectionTitle}>
            Ingredients
          </Title3>
          <ul className={styles.ingredients}>
            {recipe.ingredients.map((ingredient, i) => {
              const item = items.get(ingredient.inventoryItemId);
              return (
                <li key={`${ingredient.inventoryItemId}-${i}`} className={styles.ingredient}>
                  {withThumbs ? <IngredientThumb item={item} /> : null}
                  <Text className={styles.ingredientName}>{item?.name ?? ingredient.inventoryItemId}</Text>
                  <Text className={styles.amount}>
                    {ingredient.quantity} {ingredient.unit}
                  </Text>
                </li>
              );
            })}
          </ul>
        </section>
        {recipe.instructions.length > 0 ? (
          <section className={styles.section} aria-labelledby="drink-instructions">
            <Title3 as="h2" id="drink-instructions" className={styles.sectionTitle}>
              Instructions
            </Title3>
            <ol className={styles.steps}>
              {recipe.instructions.map((step, i) => (
                <li key={`${i}-${step.slice(0, 30)}`}>
                  <Text>{step}</Text>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <Text className={styles.prep}>
          <ClockRegular aria-hidden /> Prep time: {recipe.prepTime} minutes
        </Text>
      </article>
      {/* On a phone the guest's order is one tap away here too, as on the menu. */}
      {isPhone ? <CartBar menu={menu} onPlaced={onPlaced} /> : null}
    </div>
  );
}
