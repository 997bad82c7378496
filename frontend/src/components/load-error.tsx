import { Button, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { ApiError, failureMessage, failureReference } from '../api/client';

const useStyles = makeStyles({
  card: {
    maxWidth: '640px',
    margin: `${tokens.spacingVerticalL} auto`,
    borderLeft: `4px solid ${tokens.colorPaletteRedBorder2}`,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  icon: { color: tokens.colorPaletteRedForeground1, fontSize: '24px', flexShrink: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, overflowWrap: 'anywhere' },
});

export interface LoadErrorProps {
  /** What failed, e.g. 'Failed to fetch inventory'. */
  title: string;
  /** The underlying error; its message is shown under the title. */
  error?: unknown;
  onRetry?: () => void;
}

/**
 * A failure as the screen shows it: a failed API call in words (what happened, what to do), other errors by
 * their message.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return failureMessage(error);
  // The sign-in library's errors carry a code and a link for developers: the console has them, the screen words.
  if (typeof error === 'object' && error !== null && 'errorCode' in error) return 'Signing you in did not work just now. Check your connection, then sign in again.';
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return undefined;
}

/** The one card every view uses when its data could not be loaded. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const styles = useStyles();
  const detail = errorMessage(error);
  const reference = failureReference(error);
  return (
    <Card className={styles.card} role="alert">
      <div className={styles.row}>
        <ErrorCircleRegular className={styles.icon} aria-hidden />
        <div className={styles.body}>
          <Text weight="semibold">{title}</Text>
          {detail && detail !== title ? <Text>{detail}</Text> : null}
          {reference ? <Text size={200}>Reference: {reference}</Text> : null}
          {onRetry ? (
            <div>
              <Button appearance="secondary" onClick={onRetry}>
                Retry
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
