import { describe, expect, it } from 'vitest';
import {
  audioTracksOf,
  clearAudioTracks,
  enabledAudioTrack,
  preferredAudioTrack,
  publishAudioTracks,
} from './audioTracks';

/** hls.js's audio tracks of a master with the video's own sound, a Hindi dub and an English audio description. */
const OPTIONS = [
  { name: 'Original' },
  { name: 'हिन्दी', lang: 'hi', url: '/hls/v1/audio.m3u8' },
  {
    name: 'English (described)',
    lang: 'en',
    url: '/hls/v2/audio.m3u8',
    characteristics: 'public.accessibility.describes-video',
  },
];

describe('audio tracks', () => {
  it("publishes hls.js's audio tracks as the element's list, the video's own sound labelled in the reader's language", () => {
    const video = document.createElement('video');
    publishAudioTracks(video, OPTIONS, 0, 'मूल ऑडियो');
    expect(
      [...audioTracksOf(video)].map(({ id, kind, label, language, enabled }) => [id, kind, label, language, enabled]),
    ).toEqual([
      ['0', 'main', 'मूल ऑडियो', '', true],
      ['1', 'translation', 'हिन्दी', 'hi', false],
      ['2', 'descriptions', 'English (described)', 'en', false],
    ]);
    expect(enabledAudioTrack(video)).toBe(0);
  });

  it('tells which track the menu enabled, and publishes afresh without doubling the list', () => {
    const video = document.createElement('video');
    publishAudioTracks(video, OPTIONS, 0, 'Original audio');
    const tracks = [...audioTracksOf(video)];
    tracks[0]!.enabled = false;
    tracks[1]!.enabled = true;
    expect(enabledAudioTrack(video)).toBe(1);
    publishAudioTracks(video, OPTIONS, 2, 'Original audio');
    expect(audioTracksOf(video).length).toBe(3);
    expect(enabledAudioTrack(video)).toBe(2);
    clearAudioTracks(video);
    expect(audioTracksOf(video).length).toBe(0);
    expect(enabledAudioTrack(video)).toBe(-1);
  });

  it("starts with the learner's last language when the lecture has it, else with the video's own sound", () => {
    expect(preferredAudioTrack(OPTIONS, 'hi')).toBe(1);
    expect(preferredAudioTrack(OPTIONS, 'ta')).toBe(0);
    expect(preferredAudioTrack(OPTIONS, null)).toBe(0);
    expect(preferredAudioTrack([OPTIONS[1]!, OPTIONS[0]!], null)).toBe(1);
  });
});
