import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ChunkLoadError, chunkErrorShown } from '../../components/load-boundary';

const useStyles = makeStyles({
  root: {
    maxWidth: '720px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  detail: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/** An error response (status and text) or an error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The route error page (the router fallback of docs/spec.md): embedded inside the signed-in shell, standalone elsewhere. */
function RouteErrorPage({ error, embedded = false, onRetry }: { error: unknown; embedded?: boolean; onRetry: () => void }) {
  const styles = useStyles();
  const Container = embedded ? 'div' : 'main';
  return (
    <Container className={styles.root} role="alert">
      <Title2 as="h1">Unexpected Application Error!</Title2>
      <Text className={styles.detail}>{describeRouteError(error)}</Text>
      <div>
        <Button appearance="primary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </Container>
  );
}

interface BoundaryProps {
  embedded: boolean;
  /** The address shown: going elsewhere clears the error. */
  address: string;
  children: ReactNode;
}

class RouteErrorCatcher extends Component<BoundaryProps, { error: unknown; address: string | null }> {
  override state: { error: unknown; address: string | null } = { error: null, address: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; address: string | null }) {
    // Remember where the error happened; a navigation to another address renders the routes again.
    if (state.error === null) return { address: props.address };
    if (state.address !== props.address) return { error: null, address: props.address };
    return null;
  }
  override componentDidCatch(error: unknown) {
    chunkErrorShown(error);
    if (!(error instanceof ChunkLoadError)) console.error('A page failed to render', error);
  }
  /** A page that failed to download is downloaded again in place; any other error reloads the app. */
  private readonly retry = () => {
    if (this.state.error instanceof ChunkLoadError) this.setState({ error: null });
    else window.location.reload();
  };
  override render() {
    return this.state.error !== null ? (
      <RouteErrorPage error={this.state.error} embedded={this.props.embedded} onRetry={this.retry} />
    ) : (
      this.props.children
    );
  }
}

/** Catches what the pages below throw while rendering (a failed page download too) and shows the route error page. */
export function RouteErrorBoundary({ embedded = false, children }: { embedded?: boolean; children: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorCatcher embedded={embedded} address={`${location.pathname}${location.search}`}>
      {children}
    </RouteErrorCatcher>
  );
}
