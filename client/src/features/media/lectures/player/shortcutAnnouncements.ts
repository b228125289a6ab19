import type { TFunction } from 'i18next';
import { MediaKeyboardShortcutsDialog } from 'media-chrome/media-keyboard-shortcuts-dialog';
import { formatDuration } from '../../../../components/format/formatDuration';

/** How far media-chrome's hotkeys seek; the player's description (`player:shortcuts.help`) says what each key does. */
export const SEEK_STEP_SECONDS = 5;

// media-chrome's shortcut sheet (Shift+?) writes its default step, 10 s, whatever step the controller is given: its
// template is rewritten to say the step the keys seek.
const sheetTemplate = MediaKeyboardShortcutsDialog.getSlotTemplateHTML;
MediaKeyboardShortcutsDialog.getSlotTemplateHTML = (attrs) =>
  sheetTemplate(attrs)
    .replace('Seek back 10s', `Seek back ${SEEK_STEP_SECONDS} s`)
    .replace('Seek forward 10s', `Seek forward ${SEEK_STEP_SECONDS} s`);

/**
 * What to tell a screen reader after a shortcut: media-chrome's controller answers a key by sending itself one of these
 * requests (its buttons send theirs from themselves, and say their own state). Null for a request not worth saying.
 * Said in the component's language: its `t` and its number format (useFormat).
 */
export function announcementFor(
  t: TFunction<'player'>,
  number: (value: number) => string,
  type: string,
  detail: unknown,
  media: HTMLMediaElement | null,
): string | null {
  switch (type) {
    case 'mediaplayrequest':
      return t('shortcuts.playing');
    case 'mediapauserequest':
      return t('shortcuts.paused');
    case 'mediamuterequest':
      return t('shortcuts.muted');
    case 'mediaunmuterequest':
      return t('shortcuts.soundOn');
    case 'mediaseekrequest':
      return t('shortcuts.at', { time: formatDuration(Number(detail)) });
    case 'mediavolumerequest':
      return t('shortcuts.volume', { percent: number(Math.round(Number(detail) * 100)) });
    case 'mediaplaybackraterequest':
      return t('shortcuts.speed', { rate: number(Number(detail)) });
    case 'mediaenterfullscreenrequest':
      return t('shortcuts.fullScreen');
    case 'mediaexitfullscreenrequest':
      return t('shortcuts.exitFullScreen');
    case 'mediatogglesubtitlesrequest': {
      // Asked before the controller toggles them: the answer is the opposite of now.
      const showing = [...(media?.textTracks ?? [])].some((track) => track.mode === 'showing');
      return showing ? t('shortcuts.captionsOff') : t('shortcuts.captionsOn');
    }
    default:
      return null;
  }
}

export const ANNOUNCED_REQUESTS = [
  'mediaplayrequest',
  'mediapauserequest',
  'mediamuterequest',
  'mediaunmuterequest',
  'mediaseekrequest',
  'mediavolumerequest',
  'mediaplaybackraterequest',
  'mediaenterfullscreenrequest',
  'mediaexitfullscreenrequest',
  'mediatogglesubtitlesrequest',
] as const;
