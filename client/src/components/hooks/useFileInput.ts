import { type ChangeEvent, useEffect, useRef, useState } from 'react';

/**
 * The props of an `<input type="file">` and a preview URL for the chosen file (an object URL, revoked when the file
 * changes or the component goes). The choice goes to `onSelect`; a file it refuses is cleared from the input, so
 * the input does not go on showing its name, and the input is cleared when the file is reset.
 */
export function useFileInput(file: File | null, onSelect: (file: File | null) => boolean) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      if (inputRef.current) inputRef.current.value = '';
      setPreview(null);
      return undefined;
    }
    // jsdom has no object URLs; the picker then simply shows no preview.
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const inputProps = {
    ref: inputRef,
    type: 'file',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!onSelect(event.currentTarget.files?.[0] ?? null)) event.currentTarget.value = '';
    },
  } as const;

  return { inputProps, preview };
}
