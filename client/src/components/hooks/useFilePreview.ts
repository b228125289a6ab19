import { useEffect, useRef, useState } from 'react';

/**
 * A preview URL for the chosen file (an object URL, revoked when the file changes or the
 * component goes) and a ref for its `<input type="file">`, cleared when the file is reset.
 */
export function useFilePreview(file: File | null) {
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

  return { inputRef, preview };
}
