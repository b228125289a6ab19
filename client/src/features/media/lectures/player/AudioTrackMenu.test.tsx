import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { showScreensIn } from '../../../../test/showScreensIn';
import {
  audioPreference,
  audioTracksOf,
  enabledAudioTrack,
  publishAudioTracks,
  type StreamAudioTrack,
  trackOfPreference,
} from './audioTracks';
import { PlayerControls } from './PlayerControls';
import { useAudioTrackLabel } from './useAudioTrackLabel';

/** The AUDIO renditions hls.js lists for a lecture with a Hindi dub and an English audio description. */
const TRACKS: StreamAudioTrack[] = [
  { name: 'Original', default: true },
  { name: 'हिन्दी', lang: 'hi', default: false },
  { name: 'English', lang: 'en', default: false, characteristics: 'public.accessibility.describes-video' },
];

function Player({ onVideo }: { onVideo: (video: HTMLVideoElement) => void }) {
  const label = useAudioTrackLabel();
  return (
    <PlayerControls
      controllerRef={() => undefined}
      overlay={null}
      savedFraction={null}
      captions={false}
      captionSize="medium"
      onCaptionSize={vi.fn()}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the controls are under test, not a lecture's tracks. */}
      <video
        slot="media"
        ref={(video) => {
          if (video) publishAudioTracks(video, TRACKS, 0, label);
          if (video) onVideo(video);
        }}
      />
    </PlayerControls>
  );
}

describe('the audio menu', () => {
  showScreensIn('hi');

  it('lists the lecture’s own sound, the dub and the audio description, and plays the one picked', async () => {
    let video: HTMLVideoElement | undefined;
    render(
      <Provider>
        <Player onVideo={(element) => (video = element)} />
      </Provider>,
    );
    const button = document.querySelector('media-audio-track-menu-button');
    await waitFor(() => expect(button).not.toHaveAttribute('mediaaudiotrackunavailable'));
    expect(button).toHaveAttribute('aria-label', 'ऑडियो');
    // media-chrome renders the menu's items in its shadow root.
    const items = () => [
      ...(document.querySelector('media-audio-track-menu')?.shadowRoot?.querySelectorAll('media-chrome-menu-item') ??
        []),
    ];
    await waitFor(() =>
      expect(items().map((item) => item.textContent?.trim())).toEqual(['मूल', 'हिन्दी', 'English (ऑडियो विवरण)']),
    );
    expect(items()[0]).toHaveAttribute('aria-checked', 'true');
    const change = new Promise((resolve) => audioTracksOf(video!).addEventListener('change', resolve, { once: true }));
    (items()[1] as HTMLElement).click();
    await change;
    expect(enabledAudioTrack(video!)).toBe(1);
  });

  it('publishes a lecture’s own sound alone as its one main track', () => {
    const single = document.createElement('video');
    publishAudioTracks(single, TRACKS.slice(0, 1), 0, (track) => track.name);
    expect([...audioTracksOf(single)].map((track) => [track.id, track.kind, track.enabled])).toEqual([
      ['0', 'main', true],
    ]);
  });
});

describe('audio preferences', () => {
  it('remember a pick by language and kind, and find it in another lecture’s tracks', () => {
    expect(TRACKS.map(audioPreference)).toEqual([null, 'hi', 'en:description']);
    const other = [TRACKS[0]!, TRACKS[2]!, TRACKS[1]!];
    expect(trackOfPreference(other, 'hi')).toBe(2);
    expect(trackOfPreference(other, 'en:description')).toBe(1);
    expect(trackOfPreference(other, 'ur')).toBe(-1);
    expect(trackOfPreference(other, null)).toBe(-1);
  });
});
