import { beforeEach, describe, expect, it } from 'vitest';
import { readPlaybackPreferences, savePlaybackPreference } from './playbackPreferences';

const DEFAULTS = { rate: 1, height: null, captions: false, captionSize: 'medium' };

describe('playback preferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('start at 1x, Auto, captions off and medium captions', () => {
    expect(readPlaybackPreferences()).toEqual(DEFAULTS);
  });

  it('keep the speed, the quality, captions on or off and the caption size chosen last, each on its own', () => {
    savePlaybackPreference({ rate: 1.5 });
    savePlaybackPreference({ height: 720 });
    savePlaybackPreference({ captions: true });
    expect(readPlaybackPreferences()).toEqual({ rate: 1.5, height: 720, captions: true, captionSize: 'medium' });
    savePlaybackPreference({ height: null });
    savePlaybackPreference({ captionSize: 'large' });
    savePlaybackPreference({ captions: false });
    expect(readPlaybackPreferences()).toEqual({ rate: 1.5, height: null, captions: false, captionSize: 'large' });
  });

  it('ignore what they cannot read', () => {
    window.localStorage.setItem(
      'coursehub.player',
      '{"rate": 40, "height": "720p", "captions": "yes", "captionSize": "huge"}',
    );
    expect(readPlaybackPreferences()).toEqual(DEFAULTS);
    window.localStorage.setItem('coursehub.player', 'not json');
    expect(readPlaybackPreferences()).toEqual(DEFAULTS);
  });
});
