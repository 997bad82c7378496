import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';

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

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The router's fallback (errorElement); embedded inside the signed-in shell, standalone elsewhere. */
export function RouteErrorPage({ embedded = false }: { embedded?: boolean }) {
  const styles = useStyles();
  const error = useRouteError();
  const Container = embedded ? 'div' : 'main';
  return (
    <Container className={styles.root} role="alert">
      <Title2 as="h1">Unexpected Application Error!</Title2>
      <Text className={styles.detail}>{describeRouteError(error)}</Text>
      <div>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    </Container>
  );
}
