import { useLayoutEffect, useState } from 'react';
import { type FieldValues, get, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';

type FormControls<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'setValue' | 'setError' | 'clearErrors' | 'resetField' | 'formState'
>;

/**
 * A file input tied to a form's `has<File>` flag (the shared schemas require it): the chosen file, or, for a file of
 * the wrong type, no file and the given message on the flag. `select` answers whether the file was taken, so the
 * picker can clear its input rather than go on showing the refused file's name. The third value says whether the last
 * choice was refused: an optional file's schema passes without it, so its form checks this before submitting.
 *
 * The refusal outlives validation: the schema only knows the flag is unset and would report a missing file ('Please
 * fill all the details') on submit. While the last choice is a refused one, the flag's message stays the format
 * message; it is put back before the browser paints, so the other one is never seen.
 */
export function useFileField<T extends FieldValues>(
  form: FormControls<T>,
  flag: Path<T>,
  rule: { isSupported: (file: File) => boolean; unsupportedMessage: string },
) {
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const shown = (get(form.formState.errors, flag) as { message?: unknown } | undefined)?.message;
  const { setError } = form;
  const { unsupportedMessage } = rule;

  useLayoutEffect(() => {
    if (refused && shown !== unsupportedMessage) setError(flag, { type: 'validate', message: unsupportedMessage });
  }, [refused, shown, unsupportedMessage, setError, flag]);

  const select = (next: File | null): boolean => {
    const supported = !next || rule.isSupported(next);
    setRefused(!supported);
    setFile(supported ? next : null);
    if (!supported) {
      form.resetField(flag);
      form.setError(flag, { type: 'validate', message: unsupportedMessage });
    } else if (next) {
      form.setValue(flag, true as PathValue<T, Path<T>>);
      form.clearErrors(flag);
    } else form.resetField(flag);
    return supported;
  };

  return [file, select, refused] as const;
}
