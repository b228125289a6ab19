import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describesVideo, type StreamAudioTrack } from './audioTracks';

/**
 * What the audio menu calls each track: the lecture's own sound in the screen's language ("Original" is the server's
 * name for it), a dub by its label ("हिन्दी"), and an audio description by its label, said to be one.
 */
export function useAudioTrackLabel(): (track: StreamAudioTrack) => string {
  const { t } = useTranslation('player');
  return useCallback(
    (track: StreamAudioTrack) => {
      if (track.default) return t('controls.audioTracks.original');
      return describesVideo(track) ? t('controls.audioTracks.described', { label: track.name }) : track.name;
    },
    [t],
  );
}
