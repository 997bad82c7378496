import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../../components/page';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
});

export interface ManagerSectionProps {
  title: string;
  /** A page of its own (/manage/inventory: the title is the h1) or a dashboard tab (an h2 under the dashboard's h1). */
  standalone?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a manager view, so the same view works as a route of its own and as a dashboard tab. */
export function ManagerSection({ title, standalone = false, actions, children }: ManagerSectionProps) {
  const styles = useStyles();
  if (standalone) {
    return (
      <Page title={title} actions={actions}>
        {children}
      </Page>
    );
  }
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.header}>
        <Title2 as="h2" className={styles.title}>
          {title}
        </Title2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The level of the headings inside a manager view (one below its title). */
export const subHeadingLevel = (standalone: boolean) => (standalone ? 'h2' : 'h3');
