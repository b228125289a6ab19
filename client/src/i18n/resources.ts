import type { ResourceLanguage } from 'i18next';
import { english } from './locales/en';

/**
 * The languages the translator can show: the shipped ones (@coursehub/shared's SUPPORTED_LOCALES) and `pseudo`, the
 * pseudo-localised English that layout tests and the screenshots use (never offered in the switcher).
 */
export const PSEUDO_LOCALE = 'pseudo';

/**
 * Each language's texts, every namespace at once. English is in the app's own chunk (it is also every language's
 * fallback); the others are a chunk each, fetched when the language is first shown, so a visitor reading English
 * downloads no Hindi or Urdu.
 */
const loaders: Record<string, () => Promise<ResourceLanguage>> = {
  en: () => Promise.resolve(english),
  hi: () => import('./locales/hi').then((module) => module.hindi),
  ur: () => import('./locales/ur').then((module) => module.urdu),
  [PSEUDO_LOCALE]: () => import('./pseudo').then(({ pseudoLocaliseTree }) => pseudoLocaliseTree(english)),
};

export const hasResources = (language: string) => language in loaders;

export function loadResources(language: string): Promise<ResourceLanguage> {
  const load = loaders[language];
  if (!load) return Promise.reject(new Error(`No texts for the language ${language}`));
  return load();
}
