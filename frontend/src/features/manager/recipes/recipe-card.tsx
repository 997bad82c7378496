import { useState } from 'react';
import { Badge, Button, Card, CardPreview, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { RECIPE_CATEGORY_LABELS, type DrinkEconomics, type RecipeWithAvailability } from '@bar/domain';
import { resolveImageUrl } from '../../../api/client';
import { DrinkEconomicsSummary } from './drink-economics';
import { DeleteIconButton } from '../confirm-delete-dialog';
import { touchGap, touchTarget } from '../../../components/touch-target';
import { usePrice } from '../../../config/app-config-context';

const useStyles = makeStyles({
  card: { height: '100%' },
  image: { width: '100%', height: '140px', objectFit: 'cover', display: 'block' },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase400 },
  price: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  description: {
    color: tokens.colorNeutralForeground2,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  missing: { color: tokens.colorPaletteRedForeground1 },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, ...touchGap },
  iconButton: touchTarget,
});

export interface RecipeCardProps {
  recipe: RecipeWithAvailability;
  /** Null while the inventory (the costs) is not known. */
  economics: DrinkEconomics | null;
  target: number;
  headingLevel: 'h2' | 'h3';
  onEdit: () => void;
  onDelete: () => void;
  onToggleAvailability: (isAvailable: boolean) => void;
}

/** One drink of Recipe Management: price, availability, pour cost and margin, the switch and the actions. */
export function RecipeCard({ recipe, economics, target, headingLevel, onEdit, onDelete, onToggleAvailability }: RecipeCardProps) {
  const formatPrice = usePrice();
  const styles = useStyles();
  const [broken, setBroken] = useState(false);
  const src = resolveImageUrl(recipe.imageUrl);
  const Heading = headingLevel;
  return (
    <Card className={styles.card} data-testid="recipe-card">
      {src && !broken ? (
        <CardPreview>
          <img className={styles.image} src={src} alt={recipe.name} loading="lazy" onError={() => setBroken(true)} />
        </CardPreview>
      ) : null}
      <div className={styles.top}>
        <Heading className={styles.name}>{recipe.name}</Heading>
        <Text className={styles.price}>{formatPrice(recipe.price)}</Text>
      </div>
      <div className={styles.badges}>
        <Badge appearance="outline">{RECIPE_CATEGORY_LABELS[recipe.category] ?? recipe.category}</Badge>
        {recipe.available ? (
          <Badge color="success" appearance="tint">
            Available
          </Badge>
        ) : (
          <Badge color={recipe.isAvailable ? 'danger' : 'informative'} appearance="tint">
            {recipe.isAvailable ? 'Unavailable' : 'Hidden from menu'}
          </Badge>
        )}
        <Badge appearance="outline" color="subtle">
          {recipe.prepTime} min
        </Badge>
      </div>
      {recipe.description ? <Text className={styles.description}>{recipe.description}</Text> : null}
      {recipe.missingIngredients.length > 0 ? (
        <Text size={200} className={styles.missing}>
          Missing: {recipe.missingIngredients.join(', ')}
        </Text>
      ) : null}
      {economics ? <DrinkEconomicsSummary economics={economics} target={target} /> : null}
      <div className={styles.footer}>
        <Switch
          label="Available"
          aria-label={`${recipe.name} available`}
          checked={recipe.isAvailable}
          onChange={(_, data) => onToggleAvailability(data.checked)}
        />
        <div className={styles.actions}>
          <Button size="small" className={styles.iconButton} icon={<EditRegular />} aria-label={`Edit ${recipe.name}`} onClick={onEdit} />
          <DeleteIconButton label={`Delete ${recipe.name}`} onClick={onDelete} />
        </div>
      </div>
    </Card>
  );
}
