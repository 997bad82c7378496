import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from './load-error';
import { chunkErrorShown } from './load-boundary';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  panel: {
    maxWidth: '560px',
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  message: {
    fontFamily: tokens.fontFamilyMonospace,
    color: tokens.colorPaletteRedForeground1,
    overflowWrap: 'anywhere',
  },
});

export function FatalErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <div className={styles.panel} role="alert">
        <Title2 as="h1">This application has encountered a runtime error</Title2>
        <Text className={styles.message}>{errorMessage(error) ?? 'Unknown error'}</Text>
        <div>
          <Button appearance="primary" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      </div>
    </main>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** The last line of defence: a render error anywhere outside the router shows the fatal-error screen. */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    chunkErrorShown(error);
    console.error('Unhandled application error', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (this.state.failed) return <FatalErrorScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
