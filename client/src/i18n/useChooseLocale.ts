import { useMutation } from '@apollo/client/react';
import type { Locale } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/identity/auth/session/SessionProvider';
import { graphql } from '../gql';
import { rememberLocale } from './language';

export const SetLocaleMutation = graphql(`
  mutation SetLocaleMutation($locale: String) {
    setLocale(locale: $locale) {
      id
      locale
    }
  }
`);

/**
 * Shows the product in `locale` now, remembers it in this browser (the server renders the next page in it) and, for a
 * signed-in learner, on the account: the cached user's `locale` follows, so the session does too.
 */
export function useChooseLocale() {
  const { i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const [setLocale] = useMutation(SetLocaleMutation);
  return async (locale: Locale) => {
    rememberLocale(locale);
    await i18n.changeLanguage(locale);
    if (isLoggedIn) await setLocale({ variables: { locale } }).catch(() => undefined);
  };
}
