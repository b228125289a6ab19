import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { translator } from '../i18n/i18n';

/**
 * Shows a describe block's screens in `language`, with `namespaces` loaded before each test (a staff namespace is
 * fetched on its own, as a Hindi admin's first screen does), and English again after each: the translator is one for
 * every test file a worker runs.
 */
export function showScreensIn(language: string, ...namespaces: string[]) {
  beforeEach(async () => {
    await act(async () => {
      await translator.loadLanguages(language);
      await translator.changeLanguage(language);
      if (namespaces.length) await translator.loadNamespaces(namespaces);
    });
  });
  afterEach(async () => {
    await act(async () => {
      await translator.changeLanguage('en');
    });
  });
}
