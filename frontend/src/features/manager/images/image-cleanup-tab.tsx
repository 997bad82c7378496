import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, DeleteRegular, SearchRegular } from '@fluentui/react-icons';
import { ManagerSection } from '../manager-section';
import { canDelete, selectAllState, selectedImages } from './cleanup-state';
import { DeleteImagesDialog } from './delete-images-dialog';
import { UnusedImagesTable } from './unused-images-table';
import { useImageCleanup } from './use-image-cleanup';
import { visuallyHidden } from '../../../components/visually-hidden';

export const SCAN_HINT = 'Click "Scan for Unused Images" to identify orphaned images in your storage.';

const useStyles = makeStyles({
  // Destructive and secondary: it opens a confirmation, so it is not drawn as the screen's main action.
  deleteButton: { color: tokens.colorStatusDangerForeground1, border: `1px solid ${tokens.colorStatusDangerBorder1}` },
  intro: { color: tokens.colorNeutralForeground2 },
  counters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  counter: { display: 'flex', flexDirection: 'column-reverse', gap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalM },
  counterLabel: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  counterValue: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  unusedValue: { color: tokens.colorPaletteDarkOrangeForeground1 },
  clean: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, padding: tokens.spacingVerticalS },
  cleanIcon: { fontSize: '40px', color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  cleanText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  cleanTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  selection: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground2, padding: `${tokens.spacingVerticalL} 0` },
  visuallyHidden,
});

/** Manager Dashboard, Image Cleanup tab: find images no recipe or inventory item uses, and delete them. */
export function ImageCleanupTab() {
  const styles = useStyles();
  const { state, scan, deleteSelected, toggle, toggleAll, dismissError } = useImageCleanup();
  const [confirming, setConfirming] = useState(false);
  const { result, scanning, deleting, error } = state;
  const unused = result?.unusedImages ?? [];
  const selection = selectedImages(state);
  const allState = selectAllState(state);

  const status = scanning
    ? 'Scanning for unused images...'
    : deleting
      ? `Deleting ${selection.length} images...`
      : result
        ? `Scan complete: ${result.totalImagesChecked} images checked, ${unused.length} unused.`
        : '';

  return (
    <ManagerSection
      title="Image Cleanup"
      actions={
        <Button
          appearance="primary"
          icon={scanning ? <Spinner size="tiny" /> : <SearchRegular />}
          onClick={() => void scan()}
          disabled={scanning || deleting}
        >
          {scanning ? 'Scanning...' : 'Scan for Unused Images'}
        </Button>
      }
    >
      <Text className={styles.intro}>
        Images that no recipe or inventory item points to take up storage. Scan to list them, then delete the ones you
        do not need.
      </Text>

      <div role="status" aria-live="polite" className={styles.visuallyHidden}>
        {status}
      </div>

      {error ? (
        <div role="alert">
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>Error</MessageBarTitle>
              {error}
            </MessageBarBody>
            <MessageBarActions>
              <Button appearance="secondary" size="small" onClick={dismissError}>
                Dismiss
              </Button>
            </MessageBarActions>
          </MessageBar>
        </div>
      ) : null}

      {!result && !scanning ? <Text className={styles.hint}>{SCAN_HINT}</Text> : null}
      {!result && scanning ? <Spinner label="Scanning storage..." labelPosition="after" /> : null}

      {result ? (
        <>
          <dl className={styles.counters} aria-label="Scan results">
            <Counter label="Total Images" value={result.totalImagesChecked} />
            <Counter label="Referenced Images" value={result.referencedImages} />
            <Counter label="Unused Images" value={unused.length} highlight={unused.length > 0} />
          </dl>

          {unused.length === 0 ? (
            <Card>
              <div className={styles.clean}>
                <CheckmarkCircleRegular className={styles.cleanIcon} aria-hidden />
                <div className={styles.cleanText}>
                  <h3 className={styles.cleanTitle}>All Clean!</h3>
                  <Text>No unused images found. Your image storage is well organized.</Text>
                </div>
              </div>
            </Card>
          ) : (
            <>
              <MessageBar intent="warning">
                <MessageBarBody>
                  <MessageBarTitle>Deleting cannot be undone</MessageBarTitle>
                  The selected files are removed from storage for good. An image that a recipe or inventory item starts
                  to use after the scan is kept.
                </MessageBarBody>
              </MessageBar>

              <div className={styles.toolbar}>
                <div className={styles.selection}>
                  <Checkbox
                    label="Select All"
                    checked={allState}
                    onChange={() => toggleAll(allState !== true)}
                    disabled={deleting || scanning}
                  />
                  <Text aria-live="polite" data-testid="selection-counter">
                    {selection.length} of {unused.length} selected
                  </Text>
                </div>
                <Button
                  appearance="secondary"
                  className={styles.deleteButton}
                  icon={deleting ? <Spinner size="tiny" /> : <DeleteRegular />}
                  disabled={!canDelete(state)}
                  onClick={() => setConfirming(true)}
                >
                  Delete Selected ({selection.length})
                </Button>
              </div>

              <UnusedImagesTable images={unused} selected={state.selected} onToggle={toggle} disabled={deleting || scanning} />
            </>
          )}
        </>
      ) : null}

      <DeleteImagesDialog
        open={confirming}
        images={selection}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void deleteSelected();
        }}
      />
    </ManagerSection>
  );
}

function Counter({ label, value, highlight = false }: { label: string; value: number; highlight?: boolean }) {
  const styles = useStyles();
  return (
    <Card className={styles.counter}>
      <dt className={styles.counterLabel}>{label}</dt>
      <dd className={mergeClasses(styles.counterValue, highlight && styles.unusedValue)}>{value}</dd>
    </Card>
  );
}
