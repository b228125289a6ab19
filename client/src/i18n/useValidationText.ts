import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { english } from './locales/en';

type ValidationKey = keyof typeof english.common.validation;

/** The `validation` texts of the common namespace by their English words. */
const KEYS = new Map(
  Object.entries(english.common.validation).map(([key, text]) => [text as string, key as ValidationKey]),
);

/**
 * A form's validation message in the screen's language. The rules (the zod schemas of `@coursehub/shared`, which the
 * server runs too) word their messages in English, the spec's; those the forms show are `validation` texts of the
 * common namespace, recognised by their English words (the server's API messages are recognised the same way). A
 * message it does not know, such as one the server sent already translated, shows as it is.
 */
export function useValidationText() {
  const { t } = useTranslation('common');
  return useCallback(
    (message: string | undefined) => {
      const key = message === undefined ? undefined : KEYS.get(message);
      return key ? t(`validation.${key}`) : message;
    },
    [t],
  );
}
