import { saveBlob } from './backup/save-file';

/** Hands CSV text (domain's toCsv) to the browser as a download: the one way every table and list is saved. */
export function downloadCsv(csv: string, fileName: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
