import { beforeEach, describe, expect, it } from 'vitest';
import { readPlaybackPreferences, savePlaybackPreference } from './playbackPreferences';

describe('playback preferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('start at 1x and Auto', () => {
    expect(readPlaybackPreferences()).toEqual({ rate: 1, height: null });
  });

  it('keep the speed and the quality chosen last, each on its own', () => {
    savePlaybackPreference({ rate: 1.5 });
    savePlaybackPreference({ height: 720 });
    expect(readPlaybackPreferences()).toEqual({ rate: 1.5, height: 720 });
    savePlaybackPreference({ height: null });
    expect(readPlaybackPreferences()).toEqual({ rate: 1.5, height: null });
  });

  it('ignore what they cannot read', () => {
    window.localStorage.setItem('coursehub.player', '{"rate": 40, "height": "720p"}');
    expect(readPlaybackPreferences()).toEqual({ rate: 1, height: null });
    window.localStorage.setItem('coursehub.player', 'not json');
    expect(readPlaybackPreferences()).toEqual({ rate: 1, height: null });
  });
});
