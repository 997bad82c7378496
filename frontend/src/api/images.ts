import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, messages, type ImageCategory } from '@bar/domain';
import { ApiError, api } from './client';

export const imageUploadPath = '/images/upload';

export interface ImageUploadBody {
  fileName: string;
  contentType: string;
  /** Base64 without the data: prefix. */
  imageData: string;
  category: ImageCategory;
}

/** POST /images/upload (bar_manager) -> {imageUrl} (relative, /api/images/...). */
export function uploadImage(body: ImageUploadBody): Promise<{ imageUrl: string }> {
  return api.post<{ imageUrl: string }>(imageUploadPath, body);
}

/** docs/spec.md §5's pre-checks, before anything is sent: an image/* type, at most 5 MB. Null when the file may go. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type || !file.type.startsWith('image/')) return messages.imageWrongType;
  if (file.size > MAX_IMAGE_BYTES) return messages.imageTooLarge;
  return null;
}

export const UPLOAD_ERROR_MESSAGES = {
  tooLarge413: 'Image size exceeds the maximum limit of 5MB',
  invalidFormat: IMAGE_MESSAGES.invalidFormat,
  large: 'Image is too large. Please use a smaller image',
  generic: 'Failed to upload image. Please try again.',
} as const;

/** docs/spec.md §8's mapping of an upload failure, matched against '{status} {message}' of the API error. */
export function uploadErrorMessage(error: unknown): string {
  const text =
    error instanceof ApiError ? `${error.status} ${error.message}` : error instanceof Error ? error.message : String(error ?? '');
  if (text.includes('413')) return UPLOAD_ERROR_MESSAGES.tooLarge413;
  if (text.includes('400')) return UPLOAD_ERROR_MESSAGES.invalidFormat;
  if (text.toLowerCase().includes('large')) return UPLOAD_ERROR_MESSAGES.large;
  return UPLOAD_ERROR_MESSAGES.generic;
}

/** The file's bytes as base64, without the data: prefix. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
