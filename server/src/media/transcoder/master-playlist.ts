import type { Rendition } from './types';

/** A caption track as a master playlist lists it: a SUBTITLES rendition (RFC 8216 §4.3.4.1). */
export interface SubtitleTrack {
  /** BCP 47. */
  language: string;
  label: string;
  /** The subtitles media playlist's (signed) URI. */
  uri: string;
}

/** An alternate audio track as a master playlist lists it: an AUDIO rendition with its own media playlist. */
export interface AlternateAudio {
  /** BCP 47. */
  language: string;
  label: string;
  /** An audio description is marked as one (CHARACTERISTICS), for players that pick it for those who asked. */
  describesVideo: boolean;
  /** The audio media playlist's (signed) URI. */
  uri: string;
}

/**
 * The original's sound as its own rendition (media/original-audio.ts), in versions whose video renditions carry none:
 * every variant plays with it, so their BANDWIDTH counts it.
 */
export interface OriginalAudio {
  bandwidth: number;
  averageBandwidth: number;
  /** Its media playlist's (signed) URI. */
  uri: string;
}

/** What a master playlist offers beside the ladder. */
export interface MasterMedia {
  subtitles?: readonly SubtitleTrack[];
  alternateAudio?: readonly AlternateAudio[];
  /**
   * The original's sound when it is a rendition of its own; absent for a silent video and for a version stored with
   * the sound inside each video rendition (before renditions were video only), whose variants carry it.
   */
  originalAudio?: OriginalAudio | null;
}

/** The group every variant names with SUBTITLES=. */
const SUBTITLES_GROUP = 'subs';
/** The group every variant names with AUDIO= when the sound is a rendition of its own or there is alternate audio. */
const AUDIO_GROUP = 'audio';
/** The original's sound, the group's default: its language is not known, so none is claimed. */
export const ORIGINAL_AUDIO_NAME = 'Original';
/** RFC 8216 §4.3.4.1: an audio rendition that describes the video. */
const DESCRIBES_VIDEO = 'public.accessibility.describes-video';
/** AAC LC (RFC 6381), as the original's sound and every alternate track are encoded. */
export const AAC_CODEC = 'mp4a.40.2';

/** A quoted-string attribute value: RFC 8216 allows no double quote, CR or LF in one. */
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, "'")}"`;

/**
 * The HLS master playlist of a ladder (RFC 8216 §4.3.4.2), smallest rendition first so players start low. Built from
 * the stored renditions per request, with `uriOf` giving each variant playlist's (signed) URI; the caption tracks
 * as SUBTITLES renditions of one group that every variant names (none on by default: the learner turns them on); and
 * the sound as AUDIO renditions of one group: the original's (the default, which players play until the learner picks
 * another) and each alternate track. The original is a rendition with its own URI when the version has one
 * (`originalAudio`, the ladder since renditions are video only); in a version whose variants carry the sound it has no
 * URI (RFC 8216 §4.3.4.2.1), and the group is listed only when there are alternate tracks, as before.
 */
export function masterPlaylist(
  renditions: Rendition[],
  uriOf: (rendition: Rendition) => string,
  { subtitles = [], alternateAudio = [], originalAudio = null }: MasterMedia = {},
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const track of subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLES_GROUP}",NAME=${quoted(track.label)},` +
        `LANGUAGE=${quoted(track.language)},DEFAULT=NO,AUTOSELECT=YES,URI=${quoted(track.uri)}`,
    );
  }
  const audioGroup = originalAudio !== null || alternateAudio.length > 0;
  if (audioGroup) {
    const uri = originalAudio ? `,URI=${quoted(originalAudio.uri)}` : '';
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",NAME=${quoted(ORIGINAL_AUDIO_NAME)},DEFAULT=YES,AUTOSELECT=YES${uri}`,
    );
    for (const track of alternateAudio) {
      const characteristics = track.describesVideo ? `,CHARACTERISTICS="${DESCRIBES_VIDEO}"` : '';
      lines.push(
        `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",NAME=${quoted(track.label)},` +
          `LANGUAGE=${quoted(track.language)},DEFAULT=NO,AUTOSELECT=YES${characteristics},URI=${quoted(track.uri)}`,
      );
    }
  }
  const groups =
    (audioGroup ? `,AUDIO="${AUDIO_GROUP}"` : '') + (subtitles.length ? `,SUBTITLES="${SUBTITLES_GROUP}"` : '');
  // A variant plays with the original's rendition: what a player loads for it is the sum of both.
  const bandwidth = Math.ceil(originalAudio?.bandwidth ?? 0);
  const averageBandwidth = Math.ceil(originalAudio?.averageBandwidth ?? 0);
  for (const rendition of [...renditions].sort((a, b) => a.bandwidth - b.bandwidth)) {
    // Video-only variants, and those of a silent video, still name the group's codec: its renditions are AAC.
    const codecs =
      audioGroup && !rendition.codecs.includes('mp4a') ? `${rendition.codecs},${AAC_CODEC}` : rendition.codecs;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(rendition.bandwidth) + bandwidth},` +
        `AVERAGE-BANDWIDTH=${Math.ceil(rendition.averageBandwidth) + averageBandwidth},` +
        `CODECS="${codecs}",RESOLUTION=${rendition.width}x${rendition.height},` +
        `FRAME-RATE=${rendition.frameRate.toFixed(3)}${groups}`,
      uriOf(rendition),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A subtitles media playlist of one WebVTT file covering the whole lecture (RFC 8216 allows a single segment), as
 * players ask for one per SUBTITLES rendition.
 */
export function subtitlesPlaylist(durationSeconds: number, vttUri: string): string {
  const duration = Math.max(1, durationSeconds);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(duration)}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${duration.toFixed(3)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** One media segment of a byte-ranged playlist. */
export interface Segment {
  durationSeconds: number;
  /** Bytes of the range (EXT-X-BYTERANGE length), or null when the segment is a whole file. */
  bytes: number | null;
  /** Where the range starts (`@o`); when the playlist leaves it out, right after the previous segment's range. */
  offset: number | null;
  uri: string;
}

export interface MediaPlaylist {
  /** EXT-X-MAP: the initialisation section (fMP4 header), with its byte range. */
  map: { uri: string; bytes: number; offset: number } | null;
  segments: Segment[];
  ended: boolean;
}

/** Reads a media playlist (the subset ffmpeg's HLS muxer writes: EXT-X-MAP, EXTINF, EXT-X-BYTERANGE, ENDLIST). */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('not an HLS playlist (no #EXTM3U)');
  const playlist: MediaPlaylist = { map: null, segments: [], ended: false };
  let duration: number | null = null;
  let bytes: number | null = null;
  let offset: number | null = null;
  let next = 0;
  for (const line of lines.slice(1)) {
    if (!line) continue;
    if (line.startsWith('#EXT-X-MAP:')) {
      const uri = /URI="([^"]*)"/.exec(line)?.[1];
      const range = /BYTERANGE="(\d+)@(\d+)"/.exec(line);
      if (!uri || !range) throw new Error(`EXT-X-MAP without URI or BYTERANGE: ${line}`);
      playlist.map = { uri, bytes: Number(range[1]), offset: Number(range[2]) };
    } else if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line.startsWith('#EXT-X-BYTERANGE:')) {
      const [length = '', start] = line.slice('#EXT-X-BYTERANGE:'.length).split('@');
      bytes = Number.parseInt(length, 10);
      offset = start === undefined ? next : Number.parseInt(start, 10);
      next = offset + bytes;
    } else if (line === '#EXT-X-ENDLIST') {
      playlist.ended = true;
    } else if (!line.startsWith('#')) {
      if (duration === null || !Number.isFinite(duration)) throw new Error(`segment without EXTINF: ${line}`);
      playlist.segments.push({ durationSeconds: duration, bytes, offset, uri: line });
      duration = null;
      bytes = null;
      offset = null;
    }
  }
  return playlist;
}

/**
 * BANDWIDTH and AVERAGE-BANDWIDTH of a byte-ranged rendition, in bits per second: the peak segment bitrate (RFC 8216
 * §4.3.4.2: the declared figure must not be below any segment's) and the mean over the whole.
 */
export function segmentBitrates(playlist: MediaPlaylist): { bandwidth: number; averageBandwidth: number } {
  const measured = playlist.segments.filter((segment) => segment.bytes !== null && segment.durationSeconds > 0);
  if (!measured.length) throw new Error('the playlist has no byte-ranged segment');
  const rate = (segment: Segment) => ((segment.bytes ?? 0) * 8) / segment.durationSeconds;
  const totalBits = measured.reduce((sum, segment) => sum + (segment.bytes ?? 0) * 8, 0);
  const totalSeconds = measured.reduce((sum, segment) => sum + segment.durationSeconds, 0);
  return {
    bandwidth: Math.ceil(Math.max(...measured.map(rate))),
    averageBandwidth: Math.ceil(totalBits / totalSeconds),
  };
}
