import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, Label, ProgressBar, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, ErrorCircleRegular, ImageRegular } from '@fluentui/react-icons';
import type { ImageCategory } from '@bar/domain';
import { resolveImageUrl } from '../api/client';
import { checkImageFile, readFileAsBase64, uploadErrorMessage, uploadImage } from '../api/images';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  dragging: {
    border: `2px dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  preview: {
    width: '96px',
    height: '96px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
  placeholder: {
    width: '96px',
    height: '96px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '40px',
    color: tokens.colorNeutralForeground4,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flexGrow: 1, minWidth: '160px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hiddenInput: { display: 'none' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
  },
});

export interface ImageUploadProps {
  /** Which container the image goes to. */
  category: ImageCategory;
  /** The current image URL (as stored: relative /api/images/...). */
  value?: string;
  /** The uploaded image's URL, or undefined when the image was removed. */
  onChange: (imageUrl: string | undefined) => void;
  /** Told when an upload starts and ends (a form should not save in between). */
  onUploadingChange?: (uploading: boolean) => void;
  label?: string;
}

/**
 * The image upload widget: drag and drop or a file picker, a preview, docs/spec.md's checks before anything is sent
 * (an image/* type, at most 5 MB), a progress bar while uploading, and docs/spec.md's messages when the upload fails.
 */
export function ImageUpload({ category, value, onChange, onUploadingChange, label = 'Image' }: ImageUploadProps) {
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const labelId = useId();
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const take = async (file: File | undefined) => {
    if (!file || uploading) return;
    const problem = checkImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const objectUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setLocalPreview(objectUrl);
    setBusy(true);
    try {
      const imageData = await readFileAsBase64(file);
      const { imageUrl } = await uploadImage({ fileName: file.name, contentType: file.type, imageData, category });
      onChange(imageUrl);
    } catch (err) {
      setError(uploadErrorMessage(err));
    } finally {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setLocalPreview(null);
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files?.[0]);
  };

  const shown = localPreview ?? resolveImageUrl(value);

  return (
    <div className={styles.group} role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <div
        className={mergeClasses(styles.zone, dragging && styles.dragging)}
        data-testid="image-drop-zone"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {shown ? (
          <img className={styles.preview} src={shown} alt={`${label} preview`} />
        ) : (
          <div className={styles.placeholder} aria-hidden>
            <ImageRegular />
          </div>
        )}
        <div className={styles.body}>
          <Text id={hintId} size={200}>
            Drag and drop an image here, or choose a file. JPG, PNG, WebP or GIF, up to 5MB.
          </Text>
          <div className={styles.actions}>
            <Button
              icon={<ArrowUploadRegular />}
              onClick={() => inputRef.current?.click()}
              disabled={uploading}
              aria-describedby={hintId}
            >
              {value ? 'Replace image' : 'Choose image'}
            </Button>
            {value && !uploading ? (
              <Button icon={<DeleteRegular />} appearance="subtle" onClick={() => onChange(undefined)}>
                Remove image
              </Button>
            ) : null}
          </div>
          {uploading ? (
            <div role="status" aria-live="polite">
              <ProgressBar aria-label="Uploading image" />
              <Text size={200}>Uploading image...</Text>
            </div>
          ) : null}
        </div>
        <input
          ref={inputRef}
          className={styles.hiddenInput}
          type="file"
          accept="image/*"
          aria-label={`${label} file`}
          data-testid="image-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void take(file);
          }}
        />
      </div>
      {error ? (
        <Text role="alert" size={200} className={styles.error}>
          <ErrorCircleRegular aria-hidden />
          {error}
        </Text>
      ) : null}
    </div>
  );
}
