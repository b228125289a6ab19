import 'i18next';
import type { english } from './locales/en';

// Keys are checked against the English texts: a `t('shell:logIn')` that names no text fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof english;
  }
}
