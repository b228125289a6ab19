import { addTranslation } from 'media-chrome/utils/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import mediaChromeTexts from '../../../../i18n/locales/en/player.json';

/** media-chrome's labels and tooltips the player shows, keyed by media-chrome's own English (its dictionary's keys). */
const LABELS = Object.entries(mediaChromeTexts.mediaChrome) as [keyof typeof mediaChromeTexts.mediaChrome, string][];

/**
 * The language for media-chrome's own controls (play, mute, captions, quality, speed, full screen…): the screen's,
 * with media-chrome's dictionary for it made from `player:mediaChrome`. Given to the controller's `lang`, which its
 * buttons follow.
 */
export function useMediaChromeLanguage(): string {
  const { t, i18n } = useTranslation('player');
  const language = i18n.language;
  // Registered while rendering, before the controller's `lang` names the language (idempotent). English too: the
  // speed button shows "1.5x", so its name must say "1.5x" (label in name, WCAG 2.5.3), where media-chrome's own
  // "Playback rate 1.5" does not.
  useMemo(() => {
    addTranslation(language, {
      ...Object.fromEntries(LABELS.map(([key, english]) => [english, t(`mediaChrome.${key}`)])),
      [mediaChromeTexts.mediaChrome.playbackRateValue]: t('controls.playbackRateName'),
    });
  }, [language, t]);
  return language;
}
