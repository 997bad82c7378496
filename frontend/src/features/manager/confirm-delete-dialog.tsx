import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { problemText } from './problem-text';
import { toast } from '../../components/toast';
import { touchTarget } from '../../components/touch-target';
import { useReturnFocus } from '../../components/use-return-focus';

export interface ConfirmDeleteDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  title: string;
  children: ReactNode;
  /** Deletes; a rejection keeps the dialog open with the server's message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** The title of the message when deleting fails ('Failed to delete item'). */
  failureText: string;
  successText: string;
  /** Why it cannot be deleted now (an item recipes use): said up front, and Delete is not offered. */
  blocked?: ReactNode;
}

const useStyles = makeStyles({
  // Destructive: red, so it never reads as the dialog's ordinary next step.
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
  message: { marginTop: tokens.spacingVerticalM },
  iconButton: touchTarget,
});

/** The small destructive button of a row or card: subtle, with a red icon, beside the ordinary actions. */
export function DeleteIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  const styles = useStyles();
  return (
    <Button
      size="small"
      className={styles.iconButton}
      appearance="subtle"
      icon={<DeleteRegular style={{ color: tokens.colorStatusDangerForeground1 }} />}
      aria-label={label}
      title={label}
      onClick={onClick}
    />
  );
}

/**
 * 'Delete X?' with Cancel and a red Delete. What stops the deletion is said before the click (`blocked`: then only
 * Close is offered); a refusal from the server is shown once, inside the dialog that stays open.
 */
export function ConfirmDeleteDialog({ open, title, children, onConfirm, onClose, failureText, successText, blocked }: ConfirmDeleteDialogProps) {
  useReturnFocus(open);
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      toast.success(successText);
      setBusy(false);
      onClose();
    } catch (err) {
      const message = problemText(err);
      // Shown in the open dialog only: a toast would say the same thing a second time.
      setError(`${failureText}: ${message}`);
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {children}
            {blocked ? (
              <MessageBar intent="warning" className={styles.message} data-testid="delete-blocked">
                <MessageBarBody>{blocked}</MessageBarBody>
              </MessageBar>
            ) : null}
            {error ? (
              <MessageBar intent="error" role="alert" className={styles.message}>
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={busy}>
              {blocked ? 'Close' : 'Cancel'}
            </Button>
            {blocked ? null : (
              <Button
                className={styles.danger}
                onClick={() => void confirm()}
                disabled={busy}
                icon={busy ? <Spinner size="tiny" /> : <DeleteRegular />}
              >
                Delete
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
