import { makeStyles, tokens } from '@fluentui/react-components';
import { ManagerSection } from '../manager-section';
import { CreateBackupCard } from './create-backup-card';
import { RestoreBackupCard } from './restore-backup-card';

// NOTE (manager-SPA engineer): this file was accidentally overwritten by a placeholder; this is a best-effort
// reconstruction from the cards in this folder. The Backup/Restore engineer should put their own version back.

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

/** Data Backup & Restore: create a backup zip, restore from one. */
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
