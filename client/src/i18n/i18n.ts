import { DEFAULT_LOCALE } from '@coursehub/shared';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english, LEARNER_NAMESPACES } from './locales/en';
import { loadNamespace } from './resources';

/**
 * Reads a namespace from its language's resources (resources.ts), so i18next asks for a language's texts only when
 * it is shown. Each part of a language (learner, staff) is one chunk, fetched once whatever the number of namespaces
 * asked for.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * A translator showing `language`: English is there from the start (the fallback of every key), other languages are
 * read by the lazy backend; `ready` settles once `language`'s texts are in. The browser keeps one (`translator`); the
 * server's render makes one per page, so concurrent renders in different languages never share a language.
 */
export function createTranslator(language: string = DEFAULT_LOCALE): { instance: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: false,
      // The staff namespaces are read when an ADMIN's screen first asks for them (useTranslation loads them). A copy:
      // i18next adds each namespace it loads later to this list, which must not leak into the next translator.
      ns: [...LEARNER_NAMESPACES],
      defaultNS: 'common',
      resources: { en: english },
      // English is bundled: only other languages go to the backend.
      partialBundledLanguages: true,
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return { instance, ready };
}

/** The browser's translator (the tests' too); mount.tsx sets its language before the first render. */
export const translator = createTranslator().instance;
