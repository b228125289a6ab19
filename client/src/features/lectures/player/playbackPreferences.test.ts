import { beforeEach, describe, expect, it } from 'vitest';
import { readPlaybackPreferences, savePlaybackPreference } from './playbackPreferences';

describe('playback preferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('start at 1x, Auto and medium captions', () => {
    expect(readPlaybackPreferences()).toEqual({ rate: 1, height: null, captionSize: 'medium' });
  });

  it('keep the speed, the quality and the caption size chosen last, each on its own', () => {
    savePlaybackPreference({ rate: 1.5 });
    savePlaybackPreference({ height: 720 });
    expect(readPlaybackPreferences()).toEqual({ rate: 1.5, height: 720, captionSize: 'medium' });
    savePlaybackPreference({ height: null });
    savePlaybackPreference({ captionSize: 'large' });
    expect(readPlaybackPreferences()).toEqual({ rate: 1.5, height: null, captionSize: 'large' });
  });

  it('ignore what they cannot read', () => {
    window.localStorage.setItem('coursehub.player', '{"rate": 40, "height": "720p", "captionSize": "huge"}');
    expect(readPlaybackPreferences()).toEqual({ rate: 1, height: null, captionSize: 'medium' });
    window.localStorage.setItem('coursehub.player', 'not json');
    expect(readPlaybackPreferences()).toEqual({ rate: 1, height: null, captionSize: 'medium' });
  });
});
