import { useState } from 'react';
import { problemText } from './problem-text';
import { toast } from '../../components/toast';
import type { FieldErrors } from './field-errors';

/**
 * The state an add-or-edit dialog of the manager keeps: the form, its field errors (a field's error goes when it is
 * edited), the save in progress, an image upload in progress, and the last failure. `save` sends what the dialog
 * checked: on success it toasts the message `send` returns and resolves true; on failure it keeps the server's
 * reason for the dialog and toasts `failureText` with it.
 */
export function useEditForm<F extends object>(initial: () => F, failureText: string) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  const set = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key as string]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async (send: () => Promise<string>): Promise<boolean> => {
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      toast.success(await send());
      return true;
    } catch (err) {
      const message = problemText(err);
      setFailure(message);
      toast.error(failureText, { description: message });
      setSaving(false);
      return false;
    }
  };

  /** A Field's validation props for `key`. */
  const fieldError = (key: string) => (errors[key] ? { validationMessage: errors[key], validationState: 'error' as const } : {});

  return { form, errors, setErrors, failure, saving, uploading, setUploading, set, save, fieldError };
}
