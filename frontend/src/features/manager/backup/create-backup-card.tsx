import { useState } from 'react';
import {
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArchiveRegular } from '@fluentui/react-icons';
import { backupFileName, formatBytes, localIsoDate } from '@bar/domain';
import { downloadBackup } from '../../../api/backup';
import { problemText } from '../problem-text';
import { toast } from '../../../components/toast';
import { useProductName } from '../../../config/app-config-context';
import { saveBlob } from './save-file';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase500 },
  body: { color: tokens.colorNeutralForeground2 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

type BackupState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'success'; fileName: string; size: number }
  | { status: 'error'; message: string };

/** Downloads the whole bar as a zip named by the server ({product}-backup-{date}.zip). */
export function CreateBackupCard({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const styles = useStyles();
  const productName = useProductName();
  const [state, setState] = useState<BackupState>({ status: 'idle' });
  const Heading = headingLevel;

  const create = async () => {
    setState({ status: 'working' });
    try {
      const { blob, fileName } = await downloadBackup();
      const name = fileName ?? backupFileName(localIsoDate(), productName);
      saveBlob(blob, name);
      setState({ status: 'success', fileName: name, size: blob.size });
      toast.success('Backup created successfully', { description: name });
    } catch (error) {
      const message = `Backup failed: ${problemText(error)}`;
      setState({ status: 'error', message });
      toast.error(message);
    }
  };

  const working = state.status === 'working';
  return (
    <Card className={styles.card}>
      <CardHeader
        image={<ArchiveRegular className={styles.icon} aria-hidden />}
        header={<Heading className={styles.title}>Create Backup</Heading>}
      />
      <Text className={styles.body}>Download everything the bar holds as one zip file:</Text>
      <ul className={styles.list}>
        <li>users, inventory, recipes and orders</li>
        <li>recipe and inventory images</li>
      </ul>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={working ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
          disabled={working}
          onClick={() => void create()}
        >
          {working ? 'Creating Backup...' : 'Create Backup'}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {state.status === 'success' ? (
          <MessageBar intent="success">
            <MessageBarBody>
              Backup downloaded: {state.fileName} ({formatBytes(state.size)})
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {state.status === 'error' ? (
          <MessageBar intent="error">
            <MessageBarBody>{state.message}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </Card>
  );
}
