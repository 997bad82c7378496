import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { RecipeWithAvailability } from '@bar/domain';
import { resolveImageUrl } from '../../api/client';
import { paths } from '../../config/paths';
import { AddToOrderButton, InOrderCount, UnavailableNote } from './add-to-order';
import { usePrice } from '../../config/app-config-context';

const useStyles = makeStyles({
  card: {
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  unavailableCard: { backgroundColor: tokens.colorNeutralBackground3 },
  image: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  dimmed: { filter: 'grayscale(1)', opacity: 0.7 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, flexGrow: 1 },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere' },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'underline',
    textDecorationColor: tokens.colorNeutralStroke1,
    textUnderlineOffset: '3px',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { color: tokens.colorBrandForeground1, textDecorationColor: 'currentColor' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  price: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  description: {
    color: tokens.colorNeutralForeground2,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    flexGrow: 1,
  },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  add: { marginLeft: 'auto', minWidth: '96px' },
});

export interface DrinkCardProps {
  recipe: RecipeWithAvailability;
  /** How many of it the cart holds. */
  quantity: number;
  onAdd: (recipe: RecipeWithAvailability) => void;
}

/**
 * A drink on the menu. Memoised: a keystroke in the search box or a cart change re-renders only the cards whose
 * drink or count changed. An unavailable drink keeps its button, which says why instead of adding.
 */
export const DrinkCard = memo(function DrinkCard({ recipe, quantity, onAdd }: DrinkCardProps) {
  const formatPrice = usePrice();
  const styles = useStyles();
  const titleId = useId();
  const noteId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed ? undefined : resolveImageUrl(recipe.imageUrl);
  const available = recipe.available;

  return (
    <article className={mergeClasses(styles.card, !available && styles.unavailableCard)} aria-labelledby={titleId} data-testid="drink-card">
      {image ? (
        <img
          className={mergeClasses(styles.image, !available && styles.dimmed)}
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
        />
      ) : null}
      <div className={styles.body}>
        <div className={styles.header}>
          <h3 id={titleId} className={styles.name}>
            <Link className={styles.link} to={paths.drink.href(recipe.name)}>
              {recipe.name}
            </Link>
          </h3>
          <Text weight="semibold" className={styles.price}>
            {formatPrice(recipe.price)}
          </Text>
        </div>
        {recipe.description ? (
          <Text size={200} className={styles.description}>
            {recipe.description}
          </Text>
        ) : null}
        {available ? null : <UnavailableNote id={noteId} />}
        <div className={styles.footer}>
          <InOrderCount quantity={quantity} />
          <AddToOrderButton className={styles.add} recipe={recipe} noteId={noteId} text="Add" onAdd={() => onAdd(recipe)} />
        </div>
      </div>
    </article>
  );
});
