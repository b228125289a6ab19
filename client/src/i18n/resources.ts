import type { ResourceLanguage } from 'i18next';
import { english, isStaffNamespace } from './locales/en';

/**
 * The languages the translator can show: the shipped ones (@coursehub/shared's SUPPORTED_LOCALES) and `pseudo`, the
 * pseudo-localised English that layout tests and the screenshots use (never offered in the switcher).
 */
export const PSEUDO_LOCALE = 'pseudo';

/** A language's texts in two parts: what every screen may read, and what only the ADMINs' screens read. */
interface LanguageLoaders {
  learner: () => Promise<ResourceLanguage>;
  staff: () => Promise<ResourceLanguage>;
}

const pseudo = () => import('./pseudo').then(({ pseudoLocaliseTree }) => pseudoLocaliseTree(english));

/**
 * Each language's texts. English is in the app's own chunk (it is also every language's fallback); the others are two
 * chunks each, fetched when the language is first shown (and the staff part when an ADMIN's screen first asks), so a
 * visitor reading English downloads no Hindi or Urdu, and a learner reading Hindi none of the admin's texts.
 */
const loaders: Record<string, LanguageLoaders> = {
  en: { learner: () => Promise.resolve(english), staff: () => Promise.resolve(english) },
  hi: {
    learner: () => import('./locales/hi').then((module) => module.hindi),
    staff: () => import('./locales/hi/staff').then((module) => module.hindiStaff),
  },
  ur: {
    learner: () => import('./locales/ur').then((module) => module.urdu),
    staff: () => import('./locales/ur/staff').then((module) => module.urduStaff),
  },
  [PSEUDO_LOCALE]: { learner: pseudo, staff: pseudo },
};

export const hasResources = (language: string) => language in loaders;

const loadersOf = (language: string) => {
  const found = loaders[language];
  if (!found) throw new Error(`No texts for the language ${language}`);
  return found;
};

/** One namespace's texts in `language`, from the part of the language it belongs to. */
export async function loadNamespace(language: string, namespace: string): Promise<ResourceLanguage[string]> {
  const part = isStaffNamespace(namespace) ? 'staff' : 'learner';
  return (await loadersOf(language)[part]())[namespace] ?? {};
}

/** Every namespace's texts in `language`, both parts. */
export async function loadResources(language: string): Promise<ResourceLanguage> {
  const { learner, staff } = loadersOf(language);
  const [learnerTexts, staffTexts] = await Promise.all([learner(), staff()]);
  return { ...learnerTexts, ...staffTexts };
}
