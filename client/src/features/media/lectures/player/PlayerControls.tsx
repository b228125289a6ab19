import { Box, chakra } from '@chakra-ui/react';
import type {
  MediaChromeMenu as MediaChromeMenuElement,
  MediaRenditionMenu as RenditionMenuElement,
} from 'media-chrome/menu';
import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPipButton,
  MediaPlayButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import {
  MediaAudioTrackMenu,
  MediaAudioTrackMenuButton,
  MediaCaptionsMenu,
  MediaCaptionsMenuButton,
  MediaChromeMenu,
  MediaChromeMenuButton,
  MediaChromeMenuItem,
  MediaPlaybackRateMenu,
  MediaPlaybackRateMenuButton,
  MediaRenditionMenu,
  MediaRenditionMenuButton,
} from 'media-chrome/react/menu';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaChromeLanguage } from './mediaChromeLanguage';
import { CAPTION_SIZES, type CaptionSize, PLAYBACK_RATES } from './playbackPreferences';
import { nameSlidesRendition } from './qualityMenu';
import { SEEK_STEP_SECONDS } from './shortcutAnnouncements';

interface PlayerControlsProps {
  /** The `<video slot="media">` the controls drive. */
  children: ReactNode;
  controllerRef: (element: HTMLElement | null) => void;
  /** Overlays over the video (resume, next lecture): they stay in full screen, which shows the whole controller. */
  overlay: ReactNode;
  /** The saved position as a fraction of the lecture, marked on the seek bar; null for none. */
  savedFraction: number | null;
  /** In-video questions' moments as fractions of the lecture, marked on the seek bar. */
  markFractions?: readonly number[];
  /** The learner's own notes' and bookmarks' moments as fractions of the lecture, marked on the seek bar in blue. */
  noteFractions?: readonly number[];
  /** The captions button (and the caption size menu) show only when the video has text tracks. */
  captions: boolean;
  /** Several caption languages: a menu to pick one (or Off) instead of the on/off button; `c` still toggles. */
  captionLanguages?: boolean;
  /** Show captions from the start (the learner had them on last time), in media-chrome's preferred language. */
  captionsOn?: boolean;
  captionSize: CaptionSize;
  onCaptionSize: (size: CaptionSize) => void;
}

/**
 * The cue's text size over the video: browsers size captions from the video's height (5%), these scale it, with a
 * floor so that a phone's 200 px-high video still shows readable text.
 */
const CUE_FONT_SIZE: Record<CaptionSize, string> = {
  small: 'max(13px, 85%)',
  medium: 'max(16px, 110%)',
  large: 'max(20px, 150%)',
};

/** media-chrome's menu of the caption sizes, the learner's choice checked; a pick is told through `onPick`. */
function CaptionSizeMenu({ id, size, onPick }: { id: string; size: CaptionSize; onPick: (size: CaptionSize) => void }) {
  const { t } = useTranslation('player');
  const menu = useRef<MediaChromeMenuElement>(null);
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const onChange = () => {
      const picked = CAPTION_SIZES.find((known) => known === element.value);
      if (picked) onPick(picked);
    };
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, [onPick]);
  return (
    <MediaChromeMenu ref={menu} id={id} hidden anchor="auto" aria-label={t('controls.captionSize')}>
      {CAPTION_SIZES.map((option) => (
        <MediaChromeMenuItem key={option} type="radio" value={option} checked={option === size}>
          {t(`controls.captionSizes.${option}`)}
        </MediaChromeMenuItem>
      ))}
    </MediaChromeMenu>
  );
}

/** Attributes only (the element has no properties for them): how far j/l and the arrows seek. */
const SEEK_OFFSETS = {
  keyboardforwardseekoffset: String(SEEK_STEP_SECONDS),
  keyboardbackwardseekoffset: String(SEEK_STEP_SECONDS),
};

const TRACK = 'rgb(255 255 255 / .25)';

/**
 * media-chrome's spinner, with a CSS animation that runs only while the indicator shows it. Its own icon spins by SMIL
 * for as long as the page is open, shown, hidden at opacity 0, or even replaced by this one: Chromium then restyles
 * and repaints every frame, about 0.2 of a core on this machine for a player standing paused (docs/testing.md).
 */
function LoadingIcon() {
  return (
    <chakra.svg
      slot="icon"
      aria-hidden
      viewBox="0 0 100 100"
      css={{ 'media-loading-indicator[medialoading]:not([mediapaused]) > &': { animation: 'spin' } }}
    >
      <path d="M73,50c0-12.7-10.3-23-23-23S27,37.3,27,50 M30.9,50c0-10.5,8.5-19.1,19.1-19.1S69.1,39.5,69.1,50" />
    </chakra.svg>
  );
}

/** Stops the clock of media-chrome's own SMIL icon, which LoadingIcon replaces (its animation ticks unrendered). */
function stopBuiltInSpinner(indicator: HTMLElement | null) {
  indicator?.shadowRoot?.querySelector('svg')?.pauseAnimations();
}

/**
 * Ticks on the seek bar's track, drawn by media-chrome as the track's own background: where the learner had stopped
 * (yellow), where the video pauses for a question (white) and the learner's notes and bookmarks (blue). Fractions of the lecture, in any order.
 */
function seekBarTicks(
  saved: number | null,
  marks: readonly number[],
  notes: readonly number[],
): CSSProperties | undefined {
  const ticks = [
    ...(saved === null ? [] : [{ at: saved, color: 'var(--chakra-colors-yellow-400)' }]),
    ...marks.map((at) => ({ at, color: 'white' })),
    ...notes.map((at) => ({ at, color: 'var(--chakra-colors-blue-300)' })),
  ]
    .filter(({ at }) => at >= 0 && at <= 1)
    .sort((a, b) => a.at - b.at);
  if (!ticks.length) return undefined;
  const stops = ticks.flatMap(({ at, color }) => {
    const percent = `${(at * 100).toFixed(2)}%`;
    return [
      `${TRACK} calc(${percent} - 2px)`,
      `${color} calc(${percent} - 2px) calc(${percent} + 2px)`,
      `${TRACK} calc(${percent} + 2px)`,
    ];
  });
  return { ['--media-range-track-background' as string]: `linear-gradient(to right, ${stops.join(', ')})` };
}

/**
 * The player's chrome, media-chrome's web components over the video: play, the seek bar (buffered ranges drawn by
 * media-chrome, the saved position marked), volume, time, captions (with text tracks), the audio menu (with a dub or an
 * audio description beside the lecture's own sound, audioTracks.ts), the quality menu (Auto and each rendition the
 * stream publishes, renditions.ts, a slide lecture's "slides + audio" one by that name: qualityMenu.ts), speed,
 * the moments of in-video questions marked on the seek bar, and with captions their size (a menu, kept as a preference), picture-in-picture and full screen. The controller answers the
 * keyboard shortcuts (player:shortcuts.help) while focus is in the player; full screen shows the whole controller, overlays
 * included. On a phone the volume slider gives way to the mute button.
 */
export function PlayerControls({
  children,
  controllerRef,
  overlay,
  savedFraction,
  markFractions = [],
  noteFractions = [],
  captions,
  captionLanguages = false,
  captionsOn = false,
  captionSize,
  onCaptionSize,
}: PlayerControlsProps) {
  const { t } = useTranslation('player');
  const language = useMediaChromeLanguage();
  const sizeMenuId = useId();
  const slidesLabel = t('controls.slidesRendition');
  const renditionMenu = useCallback(
    (menu: RenditionMenuElement | null) => {
      if (menu) nameSlidesRendition(menu, slidesLabel);
    },
    [slidesLabel],
  );
  return (
    <Box
      asChild
      w="full"
      aspectRatio={16 / 9}
      rounded="lg"
      // clip, not hidden: a menu's focused item would otherwise scroll the video up inside the rounded frame.
      overflow="clip"
      css={{
        '--media-primary-color': 'white',
        '--media-accent-color': 'var(--chakra-colors-yellow-400)',
        '--media-font-family': 'inherit',
        '--media-control-background': 'transparent',
        // The menus would take the controls' transparent background: their items need a backing on any frame.
        '--media-menu-background': 'rgb(20 20 30 / .9)',
        '--media-control-hover-background': 'rgb(255 255 255 / .12)',
        '& media-control-bar': {
          background: 'linear-gradient(to top, rgb(0 0 0 / .75), transparent)',
          width: 'full',
          px: '1',
        },
        // "0:42 / 6:00" reads left to right in every language: in a right-to-left page it would show as "6:00 / 0:42".
        '& media-time-display': { px: '2', direction: 'ltr', unicodeBidi: 'isolate' },
        '&:not([breakpointmd]) media-volume-range, &:not([breakpointsm]) media-time-display': { display: 'none' },
        '& media-audio-track-menu-button[mediaaudiotrackunavailable]': { display: 'none' },
        '& video': { width: 'full', height: 'full' },
        // Captions on a dark backing at the learner's size (the caption size menu), readable on any frame.
        '& video::cue': {
          backgroundColor: 'rgb(0 0 0 / .8)',
          color: 'white',
          fontSize: CUE_FONT_SIZE[captionSize],
          lineHeight: '1.35',
        },
        // Chromium and Safari place cues in this box: lifted clear of the control bar.
        '& video::-webkit-media-text-track-container': { transform: 'translateY(-44px)' },
        _focusVisible: { outline: '3px solid', outlineColor: 'yellow.500', outlineOffset: '2px' },
      }}
    >
      <MediaController ref={controllerRef} lang={language} tabIndex={0} defaultSubtitles={captionsOn} {...SEEK_OFFSETS}>
        {children}
        <MediaLoadingIndicator ref={stopBuiltInSpinner} slot="centered-chrome" noAutohide>
          <LoadingIcon />
        </MediaLoadingIndicator>
        {overlay}
        <MediaRenditionMenu ref={renditionMenu} hidden anchor="auto" />
        <MediaAudioTrackMenu hidden anchor="auto" />
        <MediaPlaybackRateMenu hidden anchor="auto" rates={PLAYBACK_RATES} />
        {captionLanguages ? <MediaCaptionsMenu hidden anchor="auto" /> : null}
        {captions ? <CaptionSizeMenu id={sizeMenuId} size={captionSize} onPick={onCaptionSize} /> : null}
        <MediaControlBar>
          <MediaPlayButton />
          <MediaMuteButton />
          <MediaVolumeRange />
          <MediaTimeRange style={seekBarTicks(savedFraction, markFractions, noteFractions)} />
          {/* A readout, not a button (no elapsed/remaining toggle): a button's name would have to be its changing text. */}
          <MediaTimeDisplay showDuration noToggle />
          {/* One language: a button turns it on and off; several: a menu of them and Off (c toggles either way). */}
          {captions ? captionLanguages ? <MediaCaptionsMenuButton /> : <MediaCaptionsButton /> : null}
          {captions ? (
            <MediaChromeMenuButton invokeTarget={sizeMenuId} aria-label={t('controls.captionSize')}>
              <chakra.span fontSize="sm" fontWeight="bold" aria-hidden>
                {t('controls.captionSample')}
              </chakra.span>
            </MediaChromeMenuButton>
          ) : null}
          {/* Shown when the lecture has more than its own sound (media-chrome marks it unavailable otherwise). */}
          <MediaAudioTrackMenuButton />
          <MediaRenditionMenuButton />
          <MediaPlaybackRateMenuButton />
          <MediaPipButton />
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
    </Box>
  );
}
