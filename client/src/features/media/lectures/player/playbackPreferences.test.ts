import { beforeEach, describe, expect, it } from 'vitest';
import { readPlaybackPreferences, savePlaybackPreference } from './playbackPreferences';

const DEFAULTS = { rate: 1, height: null, captions: false, captionSize: 'medium', audio: null };

describe('playback preferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('start at 1x, Auto, captions off, medium captions and the lecture’s own sound', () => {
    expect(readPlaybackPreferences()).toEqual(DEFAULTS);
  });

  it('keep the speed, the quality, captions on or off, the caption size and the audio track chosen last, each on its own', () => {
    savePlaybackPreference({ rate: 1.5 });
    savePlaybackPreference({ height: 720 });
    savePlaybackPreference({ captions: true });
    savePlaybackPreference({ audio: 'hi' });
    expect(readPlaybackPreferences()).toEqual({
      rate: 1.5,
      height: 720,
      captions: true,
      captionSize: 'medium',
      audio: 'hi',
    });
    savePlaybackPreference({ height: null });
    savePlaybackPreference({ captionSize: 'large' });
    savePlaybackPreference({ captions: false });
    savePlaybackPreference({ audio: null });
    expect(readPlaybackPreferences()).toEqual({
      rate: 1.5,
      height: null,
      captions: false,
      captionSize: 'large',
      audio: null,
    });
  });

  it('ignore what they cannot read', () => {
    window.localStorage.setItem(
      'coursehub.player',
      '{"rate": 40, "height": "720p", "captions": "yes", "captionSize": "huge", "audio": 7}',
    );
    expect(readPlaybackPreferences()).toEqual(DEFAULTS);
    window.localStorage.setItem('coursehub.player', 'not json');
    expect(readPlaybackPreferences()).toEqual(DEFAULTS);
  });
});
