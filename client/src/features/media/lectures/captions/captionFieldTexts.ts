import type { TFunction } from 'i18next';

/** A caption track's kinds: captions (every sound) or subtitles (the speech only). */
export type CaptionKind = 'captions' | 'subtitles';

/** The texts of a caption track's fields (TrackFields), in the admin's language: the upload's and the translation's. */
export const captionFieldTexts = (t: TFunction<'authoring'>) => ({
  language: t('captions.language'),
  label: t('captions.label'),
  kind: t('captions.kind'),
  kindName: (each: CaptionKind) => t(`captions.kinds.${each}`),
});
