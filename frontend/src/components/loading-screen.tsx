import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    minHeight: '60vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXXL,
  },
  fullPage: { minHeight: '100vh' },
});

/** A centred spinner with a label, announced politely to screen readers. */
export function LoadingScreen({ label = 'Loading...', fullPage = false }: { label?: string; fullPage?: boolean }) {
  const styles = useStyles();
  return (
    <div className={fullPage ? `${styles.root} ${styles.fullPage}` : styles.root} role="status" aria-live="polite">
      <Spinner size="large" label={label} labelPosition="below" />
    </div>
  );
}
