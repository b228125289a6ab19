import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n';

describe('a language shown', () => {
  it('brings the learner texts at once and the admin texts only when a screen asks for them', async () => {
    const { instance, ready } = createTranslator('hi');
    await ready;
    expect(instance.hasLoadedNamespace('courses')).toBe(true);
    expect(instance.hasLoadedNamespace('admin')).toBe(false);
    // Until then an admin text falls back to English, as any text of a language still loading.
    expect(instance.t('admin:month')).toBe('Month');

    await instance.loadNamespaces('admin');
    expect(instance.t('admin:month')).toBe('महीना');
  });
});
