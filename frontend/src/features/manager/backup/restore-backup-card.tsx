import { useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  Button,
  Card,
  CardHeader,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DatabaseArrowUpRegular } from '@fluentui/react-icons';
import {
  RESTORE_CHUNK_BYTES,
  formatBytes,
  messages,
  restoreOutcome,
  type RestoreOutcome,
  type RestoreOptions,
  type RestoreResult,
} from '@bar/domain';
import { problemText } from '../problem-text';
import { toast } from '../../../components/toast';
import { RestoreSummary } from './restore-summary';
import { backupFileProblem, needsChunking, planChunks, uploadRestore, type RestoreProgress, type RestoreTransport } from './restore-upload';
import { useReturnFocus } from '../../../components/use-return-focus';

export const DEFAULT_RESTORE_OPTIONS: RestoreOptions = { overwriteExisting: false, clearExistingData: false, restoreImages: true };

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase500 },
  body: { color: tokens.colorNeutralForeground2 },
  fileInput: {
    maxWidth: '100%',
    padding: tokens.spacingVerticalS,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  options: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  option: { display: 'flex', flexDirection: 'column' },
  optionHelp: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    // Lines up with the checkbox label: the indicator is 16 px wide with 8 px around it.
    paddingLeft: '32px',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // Scrolled to the top of the screen with a little room above.
  outcome: { scrollMarginTop: tokens.spacingVerticalXXL, marginTop: tokens.spacingVerticalS },
});

type RestoreState =
  | { status: 'idle' }
  | { status: 'restoring'; progress: RestoreProgress | null }
  | { status: 'success'; result: RestoreResult; outcome: RestoreOutcome }
  | { status: 'error'; message: string; result?: RestoreResult; outcome?: RestoreOutcome };

function progressLabel(progress: RestoreProgress | null): string {
  if (!progress) return 'Reading the backup file...';
  if (progress.kind === 'single') return 'Uploading and restoring the backup...';
  if (progress.sent >= progress.totalChunks) return `Uploaded ${progress.totalChunks} of ${progress.totalChunks} chunks`;
  return `Uploading chunk ${progress.chunk} of ${progress.totalChunks}`;
}

function progressValue(progress: RestoreProgress | null): number | undefined {
  if (!progress || progress.kind === 'single') return undefined; // indeterminate
  return progress.sent / progress.totalChunks;
}

const OPTION_TEXT: Record<keyof RestoreOptions, { label: string; help: string }> = {
  overwriteExisting: {
    label: 'Overwrite existing data',
    help: "Replace records and images that already exist with the backup's copy. Off: they are kept, and only what is missing is added.",
  },
  clearExistingData: {
    label: 'Clear existing data',
    help: 'Also remove the users, inventory items, recipes and orders that are not in the backup, so the data matches the backup exactly.',
  },
  restoreImages: {
    label: 'Restore images',
    help: "Put the backup's recipe and inventory images back into storage.",
  },
};

export interface RestoreBackupCardProps {
  headingLevel: 'h2' | 'h3';
  /** Tests pass a fake; the API otherwise. */
  transport?: RestoreTransport;
}

/** Restore from a backup zip: the file, its options, the upload progress and the summary. */
export function RestoreBackupCard({ headingLevel, transport }: RestoreBackupCardProps) {
  const styles = useStyles();
  const { mutate } = useSWRConfig();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [options, setOptions] = useState<RestoreOptions>(DEFAULT_RESTORE_OPTIONS);
  const [confirmClear, setConfirmClear] = useState(false);
  useReturnFocus(confirmClear);
  const [state, setState] = useState<RestoreState>({ status: 'idle' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const scrollToOutcome = useRef(false);
  // After the commit that shows the outcome: a scroll asked for before it (a frame callback) can run while the outcome
  // is not on the page yet, and then nothing moves.
  useEffect(() => {
    if (!scrollToOutcome.current || !outcomeRef.current) return;
    scrollToOutcome.current = false;
    outcomeRef.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [state]);
  const Heading = headingLevel;
  const restoring = state.status === 'restoring';

  const refuse = (message: string) => {
    setFileError(message);
    toast.error(message);
  };

  const pick = async (picked: File | null) => {
    setState({ status: 'idle' });
    if (!picked) {
      setFile(null);
      setFileError(null);
      return;
    }
    const problem = await backupFileProblem(picked);
    if (problem) {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      refuse(problem);
      return;
    }
    setFile(picked);
    setFileError(null);
  };

  const restore = async () => {
    if (!file) return refuse(messages.restoreNoFile);
    const problem = await backupFileProblem(file);
    if (problem) return refuse(problem);
    setFileError(null);
    setState({ status: 'restoring', progress: null });
    let result: RestoreResult;
    try {
      result = await uploadRestore(file, options, {
        transport,
        onProgress: (progress) => setState({ status: 'restoring', progress }),
      });
    } catch (error) {
      const message = `Restore failed: ${problemText(error)}`;
      setState({ status: 'error', message });
      toast.error(message);
      return;
    }
    // What changed, in words: a restore that wrote nothing says so instead of 'successfully'.
    const outcome = restoreOutcome(result);
    if (outcome.kind === 'warning') {
      setState({ status: 'error', message: outcome.title, result, outcome });
      toast.warning(outcome.title, { description: outcome.detail });
    } else if (outcome.kind === 'nothing') {
      setState({ status: 'success', result, outcome });
      toast.info(outcome.title, { description: outcome.detail });
    } else {
      setState({ status: 'success', result, outcome });
      toast.success(outcome.title, { description: outcome.detail });
    }
    // The outcome and its warnings go to the top of the screen, clear of the toasts in the corner (once React has
    // put it on the page: see the effect below).
    scrollToOutcome.current = true;
    // Everything the app shows may have changed: revalidate every cached list (inventory, recipes, users, orders).
    void mutate(() => true);
  };

  const setOption = (key: keyof RestoreOptions, value: boolean) => {
    if (key === 'clearExistingData' && value) {
      setConfirmClear(true);
      return;
    }
    setOptions((current) => ({ ...current, [key]: value }));
  };

  const large = file !== null && needsChunking(file.size);
  const result = state.status === 'success' || state.status === 'error' ? state.result : undefined;

  return (
    <Card className={styles.card}>
      <CardHeader
        image={<DatabaseArrowUpRegular className={styles.icon} aria-hidden />}
        header={<Heading className={styles.title}>Restore from Backup</Heading>}
      />
      <Text className={styles.body}>Load a zip file made with Create Backup back into the bar.</Text>

      <Field
        label="Backup file"
        hint={file ? `${file.name} (${formatBytes(file.size)})` : 'A .zip file made with Create Backup'}
        validationMessage={fileError ?? undefined}
        validationState={fileError ? 'error' : 'none'}
      >
        {(fieldProps) => (
          <input
            {...fieldProps}
            id={inputId}
            ref={inputRef}
            className={styles.fileInput}
            type="file"
            accept=".zip,application/zip,application/x-zip-compressed"
            disabled={restoring}
            onChange={(event) => void pick(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>

      {large ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <MessageBarTitle>Large file</MessageBarTitle>
            This backup is {formatBytes(file.size)}: it is uploaded in {planChunks(file.size).length} chunks of{' '}
            {formatBytes(RESTORE_CHUNK_BYTES)}, one after the other.
          </MessageBarBody>
        </MessageBar>
      ) : null}

      <fieldset className={styles.options} disabled={restoring}>
        <legend className={styles.legend}>Restore options</legend>
        {(Object.keys(OPTION_TEXT) as Array<keyof RestoreOptions>).map((key) => {
          const helpId = `${inputId}-${key}-help`;
          return (
            <div key={key} className={styles.option}>
              <Checkbox
                label={OPTION_TEXT[key].label}
                checked={options[key]}
                aria-describedby={helpId}
                onChange={(_, data) => setOption(key, data.checked === true)}
              />
              <Text id={helpId} className={styles.optionHelp}>
                {OPTION_TEXT[key].help}
              </Text>
            </div>
          );
        })}
      </fieldset>

      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={restoring ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
          disabled={restoring}
          onClick={() => void restore()}
        >
          {restoring ? 'Restoring...' : 'Restore Backup'}
        </Button>
      </div>

      <div role="status" aria-live="polite">
        {state.status === 'restoring' ? (
          <Field label={progressLabel(state.progress)} validationState="none">
            <ProgressBar value={progressValue(state.progress)} max={1} thickness="large" />
          </Field>
        ) : null}
        {state.status === 'success' ? (
          <Field label={state.outcome.kind === 'nothing' ? 'Restore finished' : 'Restore complete'} validationState="none">
            <ProgressBar value={1} max={1} thickness="large" color={state.outcome.kind === 'nothing' ? 'brand' : 'success'} />
          </Field>
        ) : null}
        {state.status === 'success' || state.status === 'error' ? (
          <div ref={outcomeRef} className={styles.outcome}>
            <MessageBar
              intent={state.status === 'error' ? (state.result ? 'warning' : 'error') : state.outcome.kind === 'nothing' ? 'info' : 'success'}
              layout="multiline"
              data-testid="restore-outcome"
            >
              <MessageBarBody>
                <MessageBarTitle>{state.status === 'error' ? state.message : state.outcome.title}</MessageBarTitle>
                {state.outcome ? state.outcome.detail : null}
              </MessageBarBody>
            </MessageBar>
          </div>
        ) : null}
      </div>

      {result ? <RestoreSummary result={result} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} /> : null}

      <Dialog open={confirmClear} modalType="alert" onOpenChange={(_, data) => setConfirmClear(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Clear existing data?</DialogTitle>
            <DialogContent>
              The restore will delete every user, inventory item, recipe and order that is not in the backup. This cannot
              be undone.
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setConfirmClear(false)}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setOptions((current) => ({ ...current, clearExistingData: true }));
                  setConfirmClear(false);
                }}
              >
                Clear existing data
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
}
