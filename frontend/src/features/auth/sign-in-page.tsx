import {
  Button,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { Logo } from '../../components/logo';
import { useDocumentTitle } from '../../components/use-document-title';

export const SIGN_IN_FAILED_MESSAGE = 'Failed to sign in. Please try again.';
/** When the sign-in service itself could not be reached (the device's network works or not). */
export const SIGN_IN_UNREACHABLE_TEXT = "Can't reach the sign-in service. It may be down for a moment: wait a little, then sign in again. If it keeps failing, check the connection or tell the manager.";

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundImage: `linear-gradient(160deg, ${tokens.colorNeutralBackground2} 0%, ${tokens.colorBrandBackground2} 100%)`,
  },
  card: {
    width: '100%',
    maxWidth: '400px',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    textAlign: 'center',
  },
  title: { margin: 0 },
  button: { width: '100%' },
  error: { width: '100%', textAlign: 'start' },
  footnote: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
});

export interface SignInPageProps {
  productName: string;
  signingIn: boolean;
  error: string | null;
  onSignIn: () => void;
}

/** The sign-in screen: logo and title, one full-width button, and who secures it. */
export function SignInPage({ productName, signingIn, error, onSignIn }: SignInPageProps) {
  const styles = useStyles();
  useDocumentTitle('Sign in');
  return (
    <main id="main-content" className={styles.root}>
      <Card className={styles.card}>
        <Logo size={72} />
        <Title1 as="h1" className={styles.title}>
          {productName}
        </Title1>
        <Text>Sign in to order drinks and run the bar.</Text>
        <div className={styles.error} aria-live="assertive">
          {error ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          ) : null}
        </div>
        <Button
          appearance="primary"
          size="large"
          className={styles.button}
          disabled={signingIn}
          aria-busy={signingIn}
          icon={signingIn ? <Spinner size="tiny" aria-hidden /> : undefined}
          onClick={onSignIn}
        >
          {signingIn ? 'Signing in...' : 'Sign in'}
        </Button>
        <Caption1 className={styles.footnote}>
          <LockClosedRegular aria-hidden />
          Secure authentication powered by Microsoft Entra
        </Caption1>
      </Card>
    </main>
  );
}
