import { chakra, Textarea, type TextareaProps } from '@chakra-ui/react';
import { NOTE_BODY_MAX } from '@coursehub/shared';
import type { ReactNode } from 'react';

interface NoteBodyFormProps {
  /** The field's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => Promise<unknown>;
  placeholder?: TextareaProps['placeholder'];
  /** The form's buttons, below the field (one of them submits). */
  children: ReactNode;
}

/** A note's text being written (a new note) or rewritten (an edit), held to the server's length, with its buttons. */
export function NoteBodyForm({ label, value, onChange, onSubmit, placeholder, children }: NoteBodyFormProps) {
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        rows={3}
        value={value}
        maxLength={NOTE_BODY_MAX}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </chakra.form>
  );
}
