import { describe, expect, it } from 'vitest';
import { parseByteRange, playlistFiles, rewritePlaylist, secondsOfBytes, segmentSpans } from './hls-playlists';

/** What ffmpeg's HLS muxer writes for one single-file fMP4 rendition. */
const STORED = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MAP:URI="720p.mp4",BYTERANGE="1353@0"',
  '#EXTINF:4.000000,',
  '#EXT-X-BYTERANGE:628965@1353',
  '720p.mp4',
  '#EXTINF:2.000000,',
  '#EXT-X-BYTERANGE:300000@630318',
  '720p.mp4',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('HLS media playlists', () => {
  it('names the files a playlist refers to, once each', () => {
    expect(playlistFiles(STORED)).toEqual(['720p.mp4']);
  });

  it('replaces every file name, in EXT-X-MAP and segment lines, and keeps tags and byte ranges', () => {
    const url = 'https://store.example/b/lectures/x/v/720p.mp4?X-Amz-Signature=ab&X-Amz-Expires=660';
    const rewritten = rewritePlaylist(STORED, new Map([['720p.mp4', url]]));
    expect(rewritten).toBe(STORED.replaceAll('720p.mp4', url));
    expect(rewritten).toContain(`#EXT-X-MAP:URI="${url}",BYTERANGE="1353@0"`);
    expect(rewritten).toContain('#EXT-X-BYTERANGE:300000@630318');
  });

  it.each(['../other/720p.mp4', 'https://elsewhere.example/x.mp4', '.hidden.mp4', '/abs.mp4'])(
    'refuses a stored playlist that names %j rather than a file beside it',
    (uri) => {
      expect(() => playlistFiles(STORED.replace('720p.mp4\n#EXTINF:2', `${uri}\n#EXTINF:2`))).toThrow(
        /not a file beside it/,
      );
      expect(() => playlistFiles(STORED.replace('URI="720p.mp4"', `URI="${uri}"`))).toThrow(/not a file beside it/);
    },
  );
});

describe('segment spans (the viewing record)', () => {
  const spans = segmentSpans(STORED);

  it("reads each segment's seconds and bytes", () => {
    expect(spans).toEqual([
      { file: '720p.mp4', start: 0, end: 4, byteStart: 1353, byteEnd: 630318 },
      { file: '720p.mp4', start: 4, end: 6, byteStart: 630318, byteEnd: 930318 },
    ]);
  });

  it('maps a Range request to the seconds of the segments it overlaps', () => {
    expect(secondsOfBytes(spans, '720p.mp4', { first: 1353, last: 630317 })).toEqual([0, 4]);
    expect(secondsOfBytes(spans, '720p.mp4', { first: 630318, last: 930317 })).toEqual([4, 6]);
    expect(secondsOfBytes(spans, '720p.mp4', { first: 1000, last: 700000 })).toEqual([0, 6]);
    // The init section holds no media time; another file is not this one.
    expect(secondsOfBytes(spans, '720p.mp4', { first: 0, last: 1352 })).toBeNull();
    expect(secondsOfBytes(spans, '360p.mp4', null)).toBeNull();
    expect(secondsOfBytes(spans, '720p.mp4', null)).toEqual([0, 6]);
  });

  it('parses single ranges only', () => {
    expect(parseByteRange('bytes=0-1352')).toEqual({ first: 0, last: 1352 });
    expect(parseByteRange('bytes=10-')).toEqual({ first: 10, last: Number.MAX_SAFE_INTEGER });
    expect(parseByteRange('bytes=-500')).toBeNull();
    expect(parseByteRange(undefined)).toBeNull();
  });
});
