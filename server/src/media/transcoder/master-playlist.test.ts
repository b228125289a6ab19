import { describe, expect, it } from 'vitest';
import { masterPlaylist, parseMediaPlaylist, segmentBitrates } from './master-playlist';
import { av1Codec, avcCodec } from './measure-rendition';
import type { Rendition } from './types';

const rendition = (name: string, width: number, height: number, bandwidth: number): Rendition => ({
  name,
  width,
  height,
  bandwidth,
  averageBandwidth: Math.round(bandwidth * 0.8),
  codecs: 'avc1.64001f,mp4a.40.2',
  frameRate: 30,
  playlistFile: `${name}.m3u8`,
  mediaFile: `${name}.mp4`,
});

/** What ffmpeg 5.1 writes for a 10 s single-file fMP4 rendition. */
const MEDIA_PLAYLIST = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:4
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MAP:URI="720p.mp4",BYTERANGE="1353@0"
#EXTINF:4.000000,
#EXT-X-BYTERANGE:628965@1353
720p.mp4
#EXTINF:4.000000,
#EXT-X-BYTERANGE:400000@630318
720p.mp4
#EXTINF:2.000000,
#EXT-X-BYTERANGE:300000
720p.mp4
#EXT-X-ENDLIST
`;

describe('masterPlaylist of a version whose renditions carry the sound (the layout before)', () => {
  it('lists every rendition, smallest first, with the attributes players choose by, and no AUDIO group', () => {
    const text = masterPlaylist(
      [rendition('720p', 1280, 720, 2_000_000), rendition('360p', 640, 360, 600_000)],
      (each) => `hls/${each.playlistFile}?sig=x`,
    );
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=600000,AVERAGE-BANDWIDTH=480000,CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=640x360,FRAME-RATE=30.000',
        'hls/360p.m3u8?sig=x',
        '#EXT-X-STREAM-INF:BANDWIDTH=2000000,AVERAGE-BANDWIDTH=1600000,CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=1280x720,FRAME-RATE=30.000',
        'hls/720p.m3u8?sig=x',
        '',
      ].join('\n'),
    );
  });
});

describe('masterPlaylist of video-only renditions and the sound as a rendition of its own', () => {
  const videoOnly = (name: string, width: number, height: number, bandwidth: number) => ({
    ...rendition(name, width, height, bandwidth),
    codecs: 'avc1.64001f',
  });
  const originalAudio = { bandwidth: 140_000, averageBandwidth: 131_000, uri: 'hls/v0/audio.m3u8?sig=o' };

  it('lists the original as the default AUDIO rendition with its URI, and counts it in each variant', () => {
    const text = masterPlaylist(
      [videoOnly('720p', 1280, 720, 2_000_000), videoOnly('360p', 640, 360, 600_000)],
      (each) => `hls/v0/${each.playlistFile}?sig=x`,
      { originalAudio },
    );
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Original",DEFAULT=YES,AUTOSELECT=YES,URI="hls/v0/audio.m3u8?sig=o"',
        '#EXT-X-STREAM-INF:BANDWIDTH=740000,AVERAGE-BANDWIDTH=611000,CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=640x360,FRAME-RATE=30.000,AUDIO="audio"',
        'hls/v0/360p.m3u8?sig=x',
        '#EXT-X-STREAM-INF:BANDWIDTH=2140000,AVERAGE-BANDWIDTH=1731000,CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=1280x720,FRAME-RATE=30.000,AUDIO="audio"',
        'hls/v0/720p.m3u8?sig=x',
        '',
      ].join('\n'),
    );
  });

  it('puts the alternate tracks beside the original, which stays the default', () => {
    const tracks = [{ language: 'hi', label: 'हिन्दी', describesVideo: false, uri: 'hls/v1/audio.m3u8?sig=a' }];
    const media = masterPlaylist([videoOnly('360p', 640, 360, 600_000)], () => '360p.m3u8', {
      originalAudio,
      alternateAudio: tracks,
    })
      .split('\n')
      .filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'));
    expect(media).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Original",DEFAULT=YES,AUTOSELECT=YES,URI="hls/v0/audio.m3u8?sig=o"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="हिन्दी",LANGUAGE="hi",DEFAULT=NO,AUTOSELECT=YES,URI="hls/v1/audio.m3u8?sig=a"',
    ]);
  });
});

describe('masterPlaylist of a version whose renditions carry the sound (the layout before), with alternate audio', () => {
  const audio = [
    { language: 'hi', label: 'हिन्दी', describesVideo: false, uri: 'hls/v1/audio.m3u8?sig=a' },
    { language: 'en', label: 'English "described"', describesVideo: true, uri: 'hls/v2/audio.m3u8?sig=b' },
  ];

  it("lists the video's own sound as the default of an AUDIO group, each track beside it, and names the group", () => {
    const lines = masterPlaylist([rendition('360p', 640, 360, 600_000)], () => '360p.m3u8', {
      alternateAudio: audio,
    }).split('\n');
    expect(lines.slice(3, 6)).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Original",DEFAULT=YES,AUTOSELECT=YES',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="हिन्दी",LANGUAGE="hi",DEFAULT=NO,AUTOSELECT=YES,URI="hls/v1/audio.m3u8?sig=a"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="English \'described\'",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,' +
        'CHARACTERISTICS="public.accessibility.describes-video",URI="hls/v2/audio.m3u8?sig=b"',
    ]);
    expect(lines[6]).toMatch(/CODECS="avc1.64001f,mp4a.40.2",.*,AUDIO="audio"$/);
  });

  it('names the AAC codec on the variants of a silent video, and both groups when there are captions too', () => {
    const silent = { ...rendition('360p', 640, 360, 600_000), codecs: 'avc1.64001f' };
    const captions = [{ language: 'hi', label: 'हिन्दी', uri: 'captions/hi.m3u8' }];
    const variant = masterPlaylist([silent], () => '360p.m3u8', { subtitles: captions, alternateAudio: audio })
      .split('\n')
      .find((line) => line.startsWith('#EXT-X-STREAM-INF'));
    expect(variant).toContain('CODECS="avc1.64001f,mp4a.40.2"');
    expect(variant).toMatch(/,AUDIO="audio",SUBTITLES="subs"$/);
  });
});

describe('parseMediaPlaylist and segmentBitrates', () => {
  it('reads the init section and the byte range of every segment (an offset left out follows the previous range)', () => {
    const playlist = parseMediaPlaylist(MEDIA_PLAYLIST);
    expect(playlist.map).toEqual({ uri: '720p.mp4', bytes: 1353, offset: 0 });
    expect(playlist.segments).toEqual([
      { durationSeconds: 4, bytes: 628965, offset: 1353, uri: '720p.mp4' },
      { durationSeconds: 4, bytes: 400000, offset: 630318, uri: '720p.mp4' },
      { durationSeconds: 2, bytes: 300000, offset: 1030318, uri: '720p.mp4' },
    ]);
    expect(playlist.ended).toBe(true);
  });

  it('gives the peak segment bitrate and the mean over the whole', () => {
    expect(segmentBitrates(parseMediaPlaylist(MEDIA_PLAYLIST))).toEqual({
      bandwidth: 1_257_930, // 628965 B × 8 / 4 s
      averageBandwidth: Math.ceil((1_328_965 * 8) / 10),
    });
  });

  it('refuses what is not a playlist', () => {
    expect(() => parseMediaPlaylist('<html>')).toThrow(/no #EXTM3U/);
    expect(() => segmentBitrates(parseMediaPlaylist('#EXTM3U\n#EXT-X-ENDLIST\n'))).toThrow(/no byte-ranged segment/);
  });
});

describe('CODECS', () => {
  it('writes avc1.PPCCLL from the profile and level', () => {
    expect(avcCodec({ profile: 'High', level: 31 })).toBe('avc1.64001f');
    expect(avcCodec({ profile: 'High', level: 40 })).toBe('avc1.640028');
    expect(avcCodec({ profile: 'Main', level: 30 })).toBe('avc1.4d401e');
    expect(avcCodec({ profile: 'Constrained Baseline', level: 21 })).toBe('avc1.42e015');
    expect(() => avcCodec({ profile: 'High 10', level: 31 })).toThrow(/unexpected H.264 profile/);
  });

  it('writes av01.P.LLT.DD from the av1C box of the init section', () => {
    const box = (...payload: number[]) =>
      Buffer.concat([Buffer.from('ftypiso5moov'), Buffer.from('av1C'), Buffer.from(payload)]);
    // Main profile, level 3.1 (seq_level_idx 5), main tier, 8 bits, 4:2:0: what SVT-AV1 makes of a 720p rung.
    expect(av1Codec(box(0x81, 0x05, 0x0c))).toBe('av01.0.05M.08');
    // High profile, level 5.1 (13), high tier, 10 bits; professional profile at 12 bits.
    expect(av1Codec(box(0x81, 0x2d, 0xc0))).toBe('av01.1.13H.10');
    expect(av1Codec(box(0x81, 0x48, 0x60))).toBe('av01.2.08M.12');
    expect(() => av1Codec(Buffer.from('ftypiso5moov'))).toThrow(/no AV1 configuration/);
    expect(() => av1Codec(box(0x01, 0x05, 0x0c))).toThrow(/no AV1 configuration/);
  });
});
