import { createListCollection, Portal, Select } from '@chakra-ui/react';
import { selectSlotRecipe } from '@chakra-ui/react/theme';
import { LOCALE_NAMES, type Locale, SUPPORTED_LOCALES } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { useChooseLocale } from './useChooseLocale';

const languages = createListCollection({
  items: SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
});

/**
 * The language menu of the header and the profile: each language named in its own script. The choice applies at
 * once, is kept in this browser and, signed in, on the account (its mails follow it).
 */
export function LanguageSwitcher({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('shell');
  const choose = useChooseLocale();
  return (
    <Select.Root
      recipe={selectSlotRecipe}
      collection={languages}
      size={size}
      width={size === 'sm' ? '28' : '48'}
      value={[i18n.language]}
      onValueChange={({ value }) => value[0] && void choose(value[0] as Locale)}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Control>
        <Select.Trigger aria-label={t('languageSwitcher.label')}>
          <Select.ValueText />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {languages.items.map((item) => (
              <Select.Item item={item} key={item.value} lang={item.value}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
