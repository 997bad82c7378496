import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { UnusedImage } from '@bar/domain';
import { useReturnFocus } from '../../../components/use-return-focus';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    maxHeight: '240px',
    overflowY: 'auto',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    wordBreak: 'break-all',
  },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1 },
    ':hover:active': { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});

export interface DeleteImagesDialogProps {
  open: boolean;
  images: readonly UnusedImage[];
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before deleting: lists the file names, with Cancel and 'Delete Images'. */
export function DeleteImagesDialog({ open, images, onCancel, onConfirm }: DeleteImagesDialogProps) {
  useReturnFocus(open);
  const styles = useStyles();
  const count = images.length;
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface aria-describedby="delete-images-warning">
        <DialogBody>
          <DialogTitle>
            Delete {count} {count === 1 ? 'image' : 'images'}?
          </DialogTitle>
          <DialogContent className={styles.content}>
            <Text id="delete-images-warning">
              {count === 1 ? 'This file is' : 'These files are'} removed from storage for good. This cannot be undone.
            </Text>
            <ul className={styles.list} aria-label="Images to delete">
              {images.map((image) => (
                <li key={`${image.container}/${image.fileName}`}>{image.fileName}</li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button appearance="primary" className={styles.danger} onClick={onConfirm}>
              Delete Images
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
