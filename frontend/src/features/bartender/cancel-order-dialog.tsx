import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { CANCEL_REASONS, MAX_CANCEL_REASON_LENGTH, cancelReasonProblem, orderNumber, type Order } from '@bar/domain';
import { errorMessage } from '../../components/load-error';
import { useReturnFocus } from '../../components/use-return-focus';

const OTHER = 'other';
const NONE = 'none';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

export interface CancelOrderDialogProps {
  /** The order to cancel; null: the dialog is closed. */
  order: Order | null;
  /** Cancels with the chosen reason; a rejection keeps the dialog open with the server's message. */
  onConfirm: (order: Order, reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/**
 * Rendered with the order's id as its key, so each order's dialog starts with no reason chosen.
 *
 * 'Cancel order X?': what it holds, a reason to pick (or none, or a few words of one's own: the guest reads it), and
 * a red 'Cancel order'. Keyboard: the radios are one Tab stop with arrow keys; Escape closes without cancelling.
 */
export function CancelOrderDialog({ order, onConfirm, onClose }: CancelOrderDialogProps) {
  const open = order !== null;
  useReturnFocus(open);
  const styles = useStyles();
  const labelId = useId();
  const [choice, setChoice] = useState<string>(NONE);
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reason = choice === OTHER ? other.trim() : choice === NONE ? '' : choice;
  const problem = reason ? cancelReasonProblem(reason) : undefined;

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    if (!order || problem) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(order, reason || undefined);
      setBusy(false);
      onClose();
    } catch (err) {
      setError(errorMessage(err) || 'The order could not be cancelled');
      setBusy(false);
    }
  };

  const number = order ? orderNumber(order.id) : '';
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface aria-describedby={labelId} data-testid="cancel-order-dialog">
        <DialogBody>
          <DialogTitle>Cancel order {number}?</DialogTitle>
          <DialogContent className={styles.content}>
            <Text id={labelId}>
              {order ? order.items.map((i) => `${i.quantity} × ${i.recipeName}`).join(', ') : ''}. The order leaves the queue, its drinks show on the menu
              again, and the guest sees it as cancelled by the bar. This cannot be undone.
            </Text>
            <Field label="Reason (the guest sees it)">
              <RadioGroup value={choice} onChange={(_, data) => setChoice(data.value)}>
                <Radio value={NONE} label="No reason given" />
                {CANCEL_REASONS.map((r) => (
                  <Radio key={r} value={r} label={r} />
                ))}
                <Radio value={OTHER} label="Other" />
              </RadioGroup>
            </Field>
            {choice === OTHER ? (
              <Field label="Other reason" validationMessage={problem} validationState={problem ? 'error' : 'none'}>
                <Input value={other} maxLength={MAX_CANCEL_REASON_LENGTH} onChange={(_, data) => setOther(data.value)} data-testid="cancel-other-reason" />
              </Field>
            ) : null}
            {error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={busy}>
              Keep order
            </Button>
            <Button
              className={styles.danger}
              onClick={() => void confirm()}
              disabled={busy || Boolean(problem)}
              icon={busy ? <Spinner size="tiny" /> : <DismissCircleRegular />}
              data-testid="cancel-order-confirm"
            >
              Cancel order
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
