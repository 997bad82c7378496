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
} from '@fluentui/react-components';
import { errorMessage } from '../../components/load-error';
import { toast } from '../../components/toast';

export interface ConfirmDeleteDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  title: string;
  children: ReactNode;
  /** Deletes; a rejection keeps the dialog open with the server's message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** The toast title when deleting fails ('Failed to delete item'). */
  failureText: string;
  successText: string;
}

/** 'Delete X?' with Cancel and Delete; a refusal (e.g. an item recipes use) is shown inside the dialog. */
export function ConfirmDeleteDialog({ open, title, children, onConfirm, onClose, failureText, successText }: ConfirmDeleteDialogProps) {
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
      const message = errorMessage(err) ?? failureText;
      setError(message);
      toast.error(failureText, { description: message });
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
            {error ? (
              <MessageBar intent="error" role="alert" style={{ marginTop: 12 }}>
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              Delete
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
