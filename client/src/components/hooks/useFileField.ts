import { messages } from '@coursehub/shared';
import { useLayoutEffect, useState } from 'react';
import { type FieldValues, get, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';

type FormControls<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'setValue' | 'setError' | 'clearErrors' | 'resetField' | 'formState'
>;

/**
 * A file input tied to a form's `has<File>` flag (the shared schemas require it): the chosen file, or, for an empty
 * file or one of the wrong type, no file and the matching message on the flag. `select` answers whether the file was
 * taken, so the picker can clear its input rather than go on showing the refused file's name. The third value says
 * whether the last choice was refused: an optional file's schema passes without it, so its form checks this before
 * submitting.
 *
 * The refusal outlives validation: the schema only knows the flag is unset and would report a missing file ('Please
 * fill all the details') on submit. While the last choice is a refused one, the flag's message stays the refusal's;
 * it is put back before the browser paints, so the other one is never seen.
 */
export function useFileField<T extends FieldValues>(
  form: FormControls<T>,
  flag: Path<T>,
  rule: { isSupported: (file: File) => boolean; unsupportedMessage: string },
) {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = (get(form.formState.errors, flag) as { message?: unknown } | undefined)?.message;
  const { setError } = form;

  useLayoutEffect(() => {
    if (refusal && shown !== refusal) setError(flag, { type: 'validate', message: refusal });
  }, [refusal, shown, setError, flag]);

  const select = (next: File | null): boolean => {
    const refused = next ? fileRefusal(next, rule) : null;
    setRefusal(refused);
    setFile(refused ? null : next);
    if (refused) {
      form.resetField(flag);
      form.setError(flag, { type: 'validate', message: refused });
    } else if (next) {
      form.setValue(flag, true as PathValue<T, Path<T>>);
      form.clearErrors(flag);
    } else form.resetField(flag);
    return !refused;
  };

  return [file, select, refusal !== null] as const;
}

/** Why a chosen file cannot be sent, or null: an empty one (its type says nothing of that), else the wrong type. */
function fileRefusal(file: File, rule: { isSupported: (file: File) => boolean; unsupportedMessage: string }) {
  if (file.size === 0) return messages.emptyFile;
  return rule.isSupported(file) ? null : rule.unsupportedMessage;
}
