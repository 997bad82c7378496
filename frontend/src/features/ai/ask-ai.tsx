import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Field, Input, ProgressBar, Text, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, ChevronDownRegular, ChevronUpRegular, SparkleRegular } from '@fluentui/react-icons';
import { messages, type RecipeWithAvailability } from '@bar/domain';
import { getAiRecommendations, type AiRecommendation } from '../../api/ai';
import { toast } from '../../components/toast';
import { AI_FAILURE_MESSAGE, localRecommendations } from './local-fallback';
import { usePrice } from '../../config/app-config-context';

/** What Ask AI needs of the cart: the same add as the menu's (it refuses unavailable drinks with a toast). */
export interface AddableDrink {
  id: string;
  name: string;
  price: number;
  available: boolean;
}

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 639.98px)': { padding: tokens.spacingHorizontalM },
  },
  title: { margin: 0 },
  toggle: {
    width: '100%',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: 0,
    minHeight: '40px',
    fontSize: 'inherit',
    fontWeight: 'inherit',
    lineHeight: 'inherit',
  },
  chevron: { marginLeft: 'auto' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '200px' },
  ask: { marginTop: '26px', '@media (max-width: 639.98px)': { marginTop: 0, width: '100%' } },
  note: { color: tokens.colorNeutralForeground3 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
  card: {
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  cardHeader: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  name: { margin: 0, fontSize: tokens.fontSizeBase400 },
  reason: { fontStyle: 'italic' },
  confidence: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meter: { flexGrow: 1 },
  grow: { flexGrow: 1 },
  unavailable: { color: tokens.colorPaletteRedForeground1 },
});

interface Result {
  items: AiRecommendation[];
  /** 'fallback': the AI bartender failed and the menu was searched locally. */
  source: 'ai' | 'fallback';
}

function RecommendationCard({
  recommendation,
  drink,
  menuLoaded,
  onAdd,
}: {
  recommendation: AiRecommendation;
  drink: AddableDrink | undefined;
  menuLoaded: boolean;
  onAdd: (drink: AddableDrink) => void;
}) {
  const formatPrice = usePrice();
  const styles = useStyles();
  const titleId = useId();
  const noteId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, recommendation.confidence)) * 100);
  const name = drink?.name ?? recommendation.recipeName;
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.cardHeader}>
          <h3 id={titleId} className={styles.name}>
            {name}
          </h3>
          <Text weight="semibold">{formatPrice(drink?.price ?? recommendation.price)}</Text>
        </div>
        <Text className={styles.reason}>{recommendation.reason}</Text>
        <div className={styles.confidence}>
          <ProgressBar
            className={styles.meter}
            value={percent / 100}
            max={1}
            thickness="large"
            color={percent >= 80 ? 'success' : 'brand'}
            aria-label={`Confidence for ${name}`}
            aria-valuetext={`${percent}%`}
          />
          <Text size={200} style={{ whiteSpace: 'nowrap' }}>
            {percent}% match
          </Text>
        </div>
        {recommendation.description ? <Text size={200} className={styles.grow}>{recommendation.description}</Text> : <span className={styles.grow} />}
        {drink && !drink.available ? (
          <Text id={noteId} size={200} className={styles.unavailable}>
            Currently unavailable
          </Text>
        ) : null}
        {drink ? (
          <Button
            appearance={drink.available ? 'primary' : 'secondary'}
            icon={<AddRegular />}
            aria-label={`Add ${name} to your order`}
            aria-describedby={drink.available ? undefined : noteId}
            onClick={() => onAdd(drink)}
          >
            {drink.available ? 'Add to order' : 'Unavailable'}
          </Button>
        ) : (
          <Button disabled icon={<AddRegular />}>
            {menuLoaded ? 'Not on the menu' : 'Add to order'}
          </Button>
        )}
      </article>
    </li>
  );
}

/** Where the guest's choice to show or hide Ask AI is kept (a preference of this device, nothing personal). */
export const ASK_AI_OPEN_KEY = 'bar.askAi.open';

function storedOpen(): boolean | undefined {
  try {
    const value = localStorage.getItem(ASK_AI_OPEN_KEY);
    return value === '1' ? true : value === '0' ? false : undefined;
  } catch {
    return undefined;
  }
}

function storeOpen(open: boolean): void {
  try {
    localStorage.setItem(ASK_AI_OPEN_KEY, open ? '1' : '0');
  } catch {
    // Private mode: the choice holds for this page only.
  }
}

export interface AskAiProps {
  /** The menu: availability for the Add buttons, and the local fallback's drinks. */
  recipes: readonly RecipeWithAvailability[] | undefined;
  onAdd: (drink: AddableDrink) => void;
  className?: string;
  /** Shown folded until the guest opens it (on a phone, so that the drinks come first); their choice is kept. */
  collapsedByDefault?: boolean;
}

/**
 * Ask AI: the guest says what they like, the AI bartender suggests drinks of the menu with a reason, a confidence
 * and a price, each addable to the order. When it fails: docs/spec.md's toast, then docs/spec.md's local fallback.
 */
export function AskAi({ recipes, onAdd, className, collapsedByDefault = false }: AskAiProps) {
  const styles = useStyles();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(() => storedOpen() ?? !collapsedByDefault);
  const toggle = () => {
    setOpen(!open);
    storeOpen(!open);
  };
  const [text, setText] = useState('');
  const [validation, setValidation] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => request.current?.abort(), []);

  const byId = useMemo(() => new Map((recipes ?? []).map((r) => [r.id, r])), [recipes]);
  const byName = useMemo(() => new Map((recipes ?? []).map((r) => [r.name.toLowerCase(), r])), [recipes]);

  async function ask() {
    const preferences = text.trim();
    if (!preferences) {
      setValidation(messages.askAiEmpty);
      input.current?.focus();
      return;
    }
    setValidation(undefined);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      const items = await getAiRecommendations(preferences, controller.signal);
      if (controller.signal.aborted) return;
      setResult({ items: Array.isArray(items) ? items : [], source: 'ai' });
    } catch (error) {
      if (controller.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return;
      toast.error(AI_FAILURE_MESSAGE);
      setResult({ items: localRecommendations(preferences, recipes ?? []), source: 'fallback' });
    } finally {
      if (request.current === controller) {
        request.current = null;
        setLoading(false);
      }
    }
  }

  const summary = loading
    ? 'Asking the AI bartender...'
    : !result
      ? ''
      : result.items.length === 0
        ? result.source === 'fallback'
          ? 'No drinks on the menu match those words. Try other words.'
          : 'No drink on the menu meets everything you asked for. Try leaving out one of your limits, or ask the bartender.'
        : `${result.items.length} ${result.items.length === 1 ? 'suggestion' : 'suggestions'}${result.source === 'fallback' ? ' from the menu' : ''}`;

  return (
    <section className={mergeClasses(styles.panel, className)} aria-labelledby={titleId}>
      {/* A disclosure: the heading's button shows or hides the rest (read as expanded or collapsed). */}
      <Title3 as="h2" className={styles.title}>
        <Button
          id={titleId}
          className={styles.toggle}
          appearance="transparent"
          icon={<SparkleRegular />}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          Ask AI
          {open ? <ChevronUpRegular className={styles.chevron} aria-hidden /> : <ChevronDownRegular className={styles.chevron} aria-hidden />}
        </Button>
      </Title3>
      <div id={bodyId} className={open ? styles.body : undefined} hidden={!open}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <Field
          className={styles.field}
          label="What are you in the mood for?"
          hint="For example: something fruity with rum, not too sweet"
          validationMessage={validation}
          validationState={validation ? 'error' : 'none'}
        >
          <Input
            ref={input}
            value={text}
            maxLength={500}
            onChange={(_, data) => {
              setText(data.value);
              if (validation && data.value.trim()) setValidation(undefined);
            }}
          />
        </Field>
        <Button type="submit" appearance="primary" icon={<SparkleRegular />} className={styles.ask} disabled={loading}>
          {loading ? 'Asking...' : 'Get suggestions'}
        </Button>
      </form>
      <Text role="status" aria-live="polite" className={styles.note}>
        {summary}
      </Text>
      {result && result.items.length > 0 ? (
        <ul className={styles.list} aria-label="AI recommendations" aria-busy={loading}>
          {result.items.map((rec) => {
            const recipe = byId.get(rec.recipeId) ?? byName.get(rec.recipeName.toLowerCase());
            return (
              <RecommendationCard
                key={`${rec.recipeId}-${rec.recipeName}`}
                recommendation={rec}
                drink={recipe}
                menuLoaded={recipes !== undefined}
                onAdd={onAdd}
              />
            );
          })}
        </ul>
      ) : null}
      </div>
    </section>
  );
}
