import { MediaKeyboardShortcutsDialog } from 'media-chrome/media-keyboard-shortcuts-dialog';
import { formatDuration } from '../../../components/format/formatDuration';

/** What the player's keyboard shortcuts do, for its description (media-chrome's hotkeys, seeking this far). */
export const SEEK_STEP_SECONDS = 5;
export const SHORTCUT_HELP =
  `Space or K: play or pause. J, L or the arrows: back or forward ${SEEK_STEP_SECONDS} s; up and down: volume. ` +
  'F: full screen. M: mute. C: captions. Shift+< and Shift+>: speed. Shift+?: all shortcuts.';

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
 */
export function announcementFor(type: string, detail: unknown, media: HTMLMediaElement | null): string | null {
  switch (type) {
    case 'mediaplayrequest':
      return 'Playing';
    case 'mediapauserequest':
      return 'Paused';
    case 'mediamuterequest':
      return 'Muted';
    case 'mediaunmuterequest':
      return 'Sound on';
    case 'mediaseekrequest':
      return `At ${formatDuration(Number(detail))}`;
    case 'mediavolumerequest':
      return `Volume ${Math.round(Number(detail) * 100)}%`;
    case 'mediaplaybackraterequest':
      return `Speed ${Number(detail)}x`;
    case 'mediaenterfullscreenrequest':
      return 'Full screen';
    case 'mediaexitfullscreenrequest':
      return 'Exit full screen';
    case 'mediatogglesubtitlesrequest': {
      // Asked before the controller toggles them: the answer is the opposite of now.
      const showing = [...(media?.textTracks ?? [])].some((track) => track.mode === 'showing');
      return showing ? 'Captions off' : 'Captions on';
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
