// Before any form's schema parses: Zod must never probe eval (see zodConfig). Every form draws its fields with
// FormField, so this is loaded with the forms, not with every page's start-up JS.
import './zodConfig';
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useValidationText } from '../../i18n/useValidationText';

interface FormFieldProps {
  label: string;
  /** Validation message; when set the field is marked invalid and the message is linked to the control. */
  error?: string;
  helperText?: string;
  children: ReactNode;
}

/**
 * A labelled form control with its error text (Chakra Field wires label, aria-invalid and aria-describedby), the
 * validation message in the screen's language.
 */
export function FormField({ label, error, helperText, children }: FormFieldProps) {
  const validationText = useValidationText();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{validationText(error)}</Field.ErrorText>
    </Field.Root>
  );
}
