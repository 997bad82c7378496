import { useState } from 'react';
import {
  Badge,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { formatBytes, formatMonthDayYear, type UnusedImage } from '@bar/domain';
import { resolveImageUrl } from '../../../api/client';
import { imageKey } from './cleanup-state';

const THUMB = '48px';

const useStyles = makeStyles({
  // A region of its own that scrolls sideways on a phone, reachable by keyboard.
  scroller: {
    overflowX: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  table: { minWidth: '640px' },
  selectColumn: { width: '64px' },
  previewColumn: { width: '72px' },
  thumb: {
    width: THUMB,
    height: THUMB,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    display: 'block',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  placeholder: {
    width: THUMB,
    height: THUMB,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '24px',
  },
  fileName: { wordBreak: 'break-all', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  nowrap: { whiteSpace: 'nowrap' },
});

/** The preview; an image that does not load is replaced by a placeholder icon. */
export function Thumbnail({ url, fileName }: { url: string; fileName: string }) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  const src = resolveImageUrl(url);
  if (failed || !src) {
    return (
      <span className={styles.placeholder} role="img" aria-label={`No preview of ${fileName}`} data-testid="thumbnail-placeholder">
        <ImageOffRegular aria-hidden />
      </span>
    );
  }
  return <img className={styles.thumb} src={src} alt={`Preview of ${fileName}`} loading="lazy" onError={() => setFailed(true)} />;
}

export interface UnusedImagesTableProps {
  images: readonly UnusedImage[];
  selected: ReadonlySet<string>;
  onToggle: (key: string, selected: boolean) => void;
  disabled?: boolean;
}

export function UnusedImagesTable({ images, selected, onToggle, disabled }: UnusedImagesTableProps) {
  const styles = useStyles();
  return (
    <div className={styles.scroller} role="region" aria-label="Unused images" tabIndex={0}>
      <Table className={styles.table} aria-label="Unused images" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.selectColumn}>Select</TableHeaderCell>
            <TableHeaderCell className={styles.previewColumn}>Preview</TableHeaderCell>
            <TableHeaderCell>File Name</TableHeaderCell>
            <TableHeaderCell>Container</TableHeaderCell>
            <TableHeaderCell>Size</TableHeaderCell>
            <TableHeaderCell>Last Modified</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {images.map((image) => {
            const key = imageKey(image);
            return (
              <TableRow key={key} data-testid="unused-image-row">
                <TableCell>
                  <Checkbox
                    checked={selected.has(key)}
                    onChange={(_, data) => onToggle(key, data.checked === true)}
                    aria-label={`Select ${image.fileName}`}
                    disabled={disabled}
                  />
                </TableCell>
                <TableCell>
                  <Thumbnail key={image.url} url={image.url} fileName={image.fileName} />
                </TableCell>
                <TableCell>
                  <Text className={styles.fileName}>{image.fileName}</Text>
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color="informative" className={styles.nowrap}>
                    {image.container}
                  </Badge>
                </TableCell>
                <TableCell className={styles.nowrap}>{formatBytes(image.size)}</TableCell>
                <TableCell className={styles.nowrap}>{formatMonthDayYear(image.lastModified)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
