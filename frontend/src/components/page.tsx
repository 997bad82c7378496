import type { ReactNode } from 'react';
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from './use-document-title';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '1280px',
    margin: '0 auto',
    boxSizing: 'border-box',
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
});

/** A view's frame: its h1 (also the document title), optional actions beside it, then the content. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title1 as="h1" className={styles.title}>
          {title}
        </Title1>
        {actions}
      </div>
      {children}
    </div>
  );
}
