import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { translator } from './i18n';

const switcher = () => within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' });

describe('language switcher', () => {
  afterEach(async () => {
    await translator.changeLanguage('en');
  });

  it('offers each language in its own script, the current one chosen, and changes the language', async () => {
    const { user } = renderApp({ path: '/about', session: null });
    const select = switcher();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['हिन्दी', 'hi'],
      ['اردو', 'ur'],
    ]);
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'हिन्दी');
    await waitFor(() => expect(translator.language).toBe('hi'));
    // The menu, named in the new language now, shows it chosen.
    expect(select).toHaveValue('hi');
    expect(select).toHaveAccessibleName('भाषा');
  });
});
