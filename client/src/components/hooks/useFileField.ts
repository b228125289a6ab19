import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

type FormControls<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'setValue' | 'setError' | 'clearErrors' | 'resetField'
>;

/**
 * A file input tied to a form's `has<File>` flag (the shared schemas require it): the chosen
 * file, or, for a file of the wrong type, no file and the given message on the flag.
 */
export function useFileField<T extends FieldValues>(
  form: FormControls<T>,
  flag: Path<T>,
  rule: { isSupported: (file: File) => boolean; unsupportedMessage: string },
) {
  const [file, setFile] = useState<File | null>(null);

  const select = (next: File | null) => {
    if (next && !rule.isSupported(next)) {
      setFile(null);
      form.resetField(flag);
      form.setError(flag, { type: 'validate', message: rule.unsupportedMessage });
      return;
    }
    setFile(next);
    if (next) {
      form.setValue(flag, true as PathValue<T, Path<T>>);
      form.clearErrors(flag);
    } else form.resetField(flag);
  };

  return [file, select] as const;
}
