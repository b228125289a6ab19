import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { isSupportedLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { useChooseLocale } from './useChooseLocale';

/**
 * The language menu of the header: each language named in its own script. The choice applies at once, is kept in
 * this browser and, signed in, on the account (its mails follow it).
 *
 * A native select, not Chakra's custom one: that one's state machine, list box and positioning cost about 35 kB gzip
 * of every page's initial JS for a menu most visits never open, and a phone's own picker suits three choices better.
 */
export function LanguageSwitcher({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('shell');
  const choose = useChooseLocale();
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size={size} width={size === 'sm' ? '28' : '48'}>
      <NativeSelect.Field
        aria-label={t('languageSwitcher.label')}
        value={i18n.language}
        onChange={(event) => {
          const locale = event.currentTarget.value;
          if (isSupportedLocale(locale)) void choose(locale);
        }}
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
