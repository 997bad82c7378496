import { makeStyles, tokens } from '@fluentui/react-components';
import { ManagerSection } from '../manager-section';
import { CreateBackupCard } from './create-backup-card';
import { RestoreBackupCard } from './restore-backup-card';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

/** Data Backup & Restore (docs/spec.md's tab): a Create Backup card, and a Restore from Backup card with its options, progress and summary. */
export function BackupRestoreTab() {
  const styles = useStyles();
  return (
    <ManagerSection title="Data Backup & Restore">
      <div className={styles.cards}>
        <CreateBackupCard headingLevel="h3" />
        <RestoreBackupCard headingLevel="h3" />
      </div>
    </ManagerSection>
  );
}
