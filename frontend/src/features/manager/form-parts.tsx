import { Button, DialogActions, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { ImageCategory } from '@bar/domain';
import { ImageUpload } from '../../components/image-upload';

/** The image of an inventory item or a recipe, with the server's complaint about it below. */
export function ImageField({
  category,
  label,
  value,
  error,
  onChange,
  onUploadingChange,
}: {
  category: ImageCategory;
  label: string;
  value?: string;
  error?: string;
  onChange: (imageUrl: string | undefined) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  return (
    <>
      <ImageUpload category={category} label={label} value={value} onChange={onChange} onUploadingChange={onUploadingChange} />
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

/** Cancel and the submit button of a manager's edit dialog: no saving twice, nor while an image uploads. */
export function DialogFormActions({
  submitLabel,
  saving,
  uploading,
  onCancel,
}: {
  submitLabel: string;
  saving: boolean;
  uploading: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogActions>
      <Button appearance="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button appearance="primary" type="submit" disabled={saving || uploading} icon={saving ? <Spinner size="tiny" /> : undefined}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
