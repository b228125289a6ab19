import path from 'node:path/posix';
import type { LecturePlayback } from '../../catalog/lecture/lecture-playback.service';
import { lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import { AUDIO_PLAYLIST_FILE } from '../../media/audio-tracks/audio-track-files';
import type { AudioRendition, LectureSubtitle } from '../../media/playback/media-access-cache';
import { masterPlaylist, subtitlesPlaylist } from '../../media/transcoder/master-playlist';
import type { Rendition } from '../../media/transcoder/types';
import type { Clock } from '../../shared/clock';
import { MEDIA_PREFIX } from '../../shared/media-urls';
import type { ObjectStorage } from '../../storage/object-storage';
import { expiryWindow, type SignedWindow, unixNow } from '../../storage/signed-url';
import { playlistFiles, rewritePlaylist, type SegmentSpan, segmentSpans } from './hls-playlists';
import type { MediaUrlSigner } from './url-signing';

/** A child of a lecture's HLS master: one file of one processing attempt (`720p.m3u8`, `720p.mp4`). */
export interface HlsChild {
  lectureId: string;
  version: string;
  file: string;
}

/** Where the signed route serves a child: beside the master (`…/<id>/hls.m3u8` → `…/<id>/hls/<version>/<file>`). */
export const hlsChildPath = ({ lectureId, version, file }: HlsChild) =>
  `${MEDIA_PREFIX}/lectures/${lectureId}/hls/${version}/${file}`;

/** A caption track's files beside the master: its subtitles playlist (`en.m3u8`) and its WebVTT file (`en.vtt`). */
export const captionsPath = (lectureId: string, file: string) =>
  `${MEDIA_PREFIX}/lectures/${lectureId}/captions/${file}`;

/** Outputs live under `lectures/<id>/<version>/` (lectureOutputPrefix), so the signed route needs no database. */
export const hlsChildKey = ({ lectureId, version, file }: HlsChild) =>
  `${lectureOutputPrefix(lectureId.toLowerCase(), version.toLowerCase())}${file}`;

const STORED_PLAYLIST_ENTRIES = 1_000;
const SERVED_PLAYLIST_ENTRIES = 10_000;

/** A map that forgets everything when full: its entries are one storage read or one rewrite each to get back. */
function bounded<V>(maxEntries: number) {
  const map = new Map<string, V>();
  return (id: string, make: () => V): V => {
    let value = map.get(id);
    if (value === undefined) {
      if (map.size >= maxEntries) map.clear();
      value = make();
      map.set(id, value);
      // A failed read must not stick.
      if (value instanceof Promise) value.catch(() => map.delete(id));
    }
    return value;
  };
}

async function readText(storage: ObjectStorage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Builds what the HLS routes of media-router.ts answer. Stored playlists never change (their keys carry the processing
 * attempt), so they are read once; rewritten ones are the same for every request of one grant within one signing
 * window, so they are made once per grant and window.
 */
export function createHlsDelivery({
  storage,
  signer,
  ttlSeconds,
  clock,
}: {
  storage: ObjectStorage;
  signer: MediaUrlSigner;
  ttlSeconds: number;
  clock: Clock;
}) {
  const stored = bounded<Promise<string>>(STORED_PLAYLIST_ENTRIES);
  const served = bounded<Promise<string>>(SERVED_PLAYLIST_ENTRIES);
  const spans = bounded<Promise<SegmentSpan[]>>(STORED_PLAYLIST_ENTRIES);
  const storedPlaylist = (key: string) => stored(key, () => readText(storage, key));

  const signature = (child: HlsChild, expires: number, grant: string) =>
    signer.query(hlsChildPath(child), expires, grant);

  /**
   * The window a child URL expiring at `expires` was issued in (expiryWindow): a store that redirects signs the media
   * file for exactly the window of the playlist URL that names it.
   */
  const windowEnding = (expires: number): SignedWindow => ({
    start: expires - ttlSeconds - Math.max(1, Math.floor(ttlSeconds / 10)),
    expires,
  });

  return {
    /**
     * The master playlist of a READY lecture, its variant URIs signed now for `grant` (mediaGrantText): relative
     * (`hls/<version>/720p.m3u8?…`), so it works behind any origin or proxy prefix that serves the master. The
     * original's sound, in a version whose renditions are video only, is signed beside them (`hls/<version>/audio.m3u8?…`),
     * and an audio track's playlist the same way in its own version's folder (`hls/<track version>/audio.m3u8?…`).
     */
    master(
      lectureId: string,
      {
        version,
        renditions,
        audio: original,
      }: Pick<LecturePlayback, 'version' | 'audio'> & {
        renditions: NonNullable<LecturePlayback['renditions']>;
      },
      grant: string,
      subtitles: readonly LectureSubtitle[] = [],
      audio: readonly AudioRendition[] = [],
    ): string {
      const { expires } = expiryWindow(ttlSeconds, unixNow(clock));
      const prefix = lectureOutputPrefix(lectureId.toLowerCase(), version.toLowerCase());
      const fileOf = (key: string) => {
        if (path.dirname(key) !== prefix.slice(0, -1)) {
          throw new Error(`Rendition ${key} lies outside ${prefix}: the signed route could not serve it`);
        }
        return path.basename(key);
      };
      const ladder: Rendition[] = renditions.map(({ playlistKey, mediaKey, ...rendition }) => ({
        ...rendition,
        playlistFile: fileOf(playlistKey),
        mediaFile: fileOf(mediaKey),
      }));
      const tracks = subtitles.map(({ language, label }) => {
        const file = `${encodeURIComponent(language)}.m3u8`;
        return {
          language,
          label,
          uri: `captions/${file}?${signer.query(captionsPath(lectureId, file), expires, grant)}`,
        };
      });
      const childUri = (child: HlsChild) => `hls/${child.version}/${child.file}?${signature(child, expires, grant)}`;
      const alternates = audio.map((track) => ({
        language: track.language,
        label: track.label,
        describesVideo: track.kind === 'description',
        uri: childUri({ lectureId, version: track.version, file: AUDIO_PLAYLIST_FILE }),
      }));
      const originalAudio = original && {
        bandwidth: original.bandwidth,
        averageBandwidth: original.averageBandwidth,
        uri: childUri({ lectureId, version, file: fileOf(original.playlistKey) }),
      };
      return masterPlaylist(ladder, ({ playlistFile: file }) => childUri({ lectureId, version, file }), {
        subtitles: tracks,
        alternateAudio: alternates,
        originalAudio,
      });
    },

    /**
     * A caption track's subtitles playlist: its one WebVTT file, signed for the same grant and expiry as the playlist,
     * relative to it (`en.vtt?v=<version>&…`).
     */
    subtitles(lectureId: string, track: LectureSubtitle, expires: number, grant: string): string {
      const file = `${encodeURIComponent(track.language)}.vtt`;
      const signed = signer.query(captionsPath(lectureId, file), expires, grant);
      return subtitlesPlaylist(track.durationSeconds, `${file}?v=${track.version}&${signed}`);
    },

    /**
     * A stored media playlist with every file it names replaced by the signed route's URL for the same grant and
     * expiry as its own, relative to it. Never a presigned S3 URL: the route checks the grant before it redirects.
     */
    variant(child: HlsChild, expires: number, grant: string): Promise<string> {
      const key = hlsChildKey(child);
      return served(`${expires}:${grant}:${key}`, async () => {
        const playlist = await storedPlaylist(key);
        const urls = new Map<string, string>();
        for (const file of playlistFiles(playlist)) {
          urls.set(file, `${file}?${signature({ ...child, file }, expires, grant)}`);
        }
        return rewritePlaylist(playlist, urls);
      });
    },

    /**
     * The segments of the rendition whose media file `child` is (`720p.mp4`: its playlist `720p.m3u8` beside it), for
     * the viewing record to turn a Range into seconds: parsed once per stored playlist.
     */
    segmentsOf(child: HlsChild): Promise<SegmentSpan[]> {
      const key = hlsChildKey({ ...child, file: child.file.replace(/\.mp4$/, '.m3u8') });
      return spans(key, async () => segmentSpans(await storedPlaylist(key)));
    },

    /** A rendition's stored media playlist (`child` names its media file), as the transcoder wrote it. */
    storedPlaylistOf(child: HlsChild): Promise<string> {
      return storedPlaylist(hlsChildKey({ ...child, file: child.file.replace(/\.mp4$/, '.m3u8') }));
    },

    windowEnding,
  };
}

export type HlsDelivery = ReturnType<typeof createHlsDelivery>;
