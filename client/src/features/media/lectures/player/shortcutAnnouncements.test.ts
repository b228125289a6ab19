import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../i18n/format';
import { translator } from '../../../../i18n/i18n';
import { announcementFor as announce } from './shortcutAnnouncements';

const english = translator.getFixedT('en', 'player');
const announcementFor = (type: string, detail: unknown, media: HTMLMediaElement | null) =>
  announce(english, (value) => formatNumber(value, 'en'), type, detail, media);

describe('announcementFor', () => {
  it('says what each shortcut did', () => {
    expect(announcementFor('mediaplayrequest', undefined, null)).toBe('Playing');
    expect(announcementFor('mediapauserequest', undefined, null)).toBe('Paused');
    expect(announcementFor('mediamuterequest', undefined, null)).toBe('Muted');
    expect(announcementFor('mediaunmuterequest', undefined, null)).toBe('Sound on');
    expect(announcementFor('mediaseekrequest', 754, null)).toBe('At 12:34');
    expect(announcementFor('mediavolumerequest', 0.6000000001, null)).toBe('Volume 60%');
    expect(announcementFor('mediaplaybackraterequest', '1.75', null)).toBe('Speed 1.75x');
    expect(announcementFor('mediaenterfullscreenrequest', undefined, null)).toBe('Full screen');
    expect(announcementFor('mediaexitfullscreenrequest', undefined, null)).toBe('Exit full screen');
  });

  it('says captions go on when none show, and off when one does', () => {
    const video = document.createElement('video');
    expect(announcementFor('mediatogglesubtitlesrequest', undefined, video)).toBe('Captions on');
    const showing = { textTracks: [{ mode: 'showing' }] } as unknown as HTMLMediaElement;
    expect(announcementFor('mediatogglesubtitlesrequest', undefined, showing)).toBe('Captions off');
  });

  it('says nothing for other requests', () => {
    expect(announcementFor('mediarenditionrequest', '1', null)).toBeNull();
  });
});
