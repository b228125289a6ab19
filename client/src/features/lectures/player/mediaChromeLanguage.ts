import { DEFAULT_LOCALE } from '@coursehub/shared';
import { addTranslation } from 'media-chrome/utils/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import mediaChromeTexts from '../../../i18n/locales/en/player.json';

/** media-chrome's labels and tooltips the player shows, keyed by media-chrome's own English (its dictionary's keys). */
const LABELS = Object.entries(mediaChromeTexts.mediaChrome) as [keyof typeof mediaChromeTexts.mediaChrome, string][];

/**
 * The language for media-chrome's own controls (play, mute, captions, quality, speed, full screen…): the screen's,
 * with media-chrome's dictionary for it made from `player:mediaChrome`. Given to the controller's `lang`, which its
 * buttons follow; English keeps media-chrome's own dictionary.
 */
export function useMediaChromeLanguage(): string {
  const { t, i18n } = useTranslation('player');
  const language = i18n.language;
  // Registered while rendering, before the controller's `lang` names the language (idempotent).
  useMemo(() => {
    if (language === DEFAULT_LOCALE) return;
    addTranslation(language, Object.fromEntries(LABELS.map(([key, english]) => [english, t(`mediaChrome.${key}`)])));
  }, [language, t]);
  return language;
}
