import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/identity/auth/session/SessionProvider';
import { rememberLocale } from './language';
import { hasResources } from './resources';

/**
 * A signed-in learner's own language (`User.locale`) wins over the browser's: once the session knows it, the product
 * switches to it (after hydration, so the server's HTML and the first render still agree) and the cookie follows.
 */
export function AccountLocale() {
  const { i18n } = useTranslation();
  const locale = useSession().data?.locale;
  useEffect(() => {
    if (!locale || !hasResources(locale) || locale === i18n.language) return;
    rememberLocale(locale);
    void i18n.changeLanguage(locale);
  }, [locale, i18n]);
  return null;
}
