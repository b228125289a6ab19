import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaFile, playlistFile } from './ffmpeg-args';
import { AAC_CODEC, parseMediaPlaylist, segmentBitrates } from './master-playlist';
import type { AudioRendition } from './types';

/**
 * The original's sound as an HLS rendition of its own (docs/video.md#audio-tracks): the video renditions carry no
 * sound, and every one of them plays with this, as Apple's HLS authoring spec asks. A player then takes its sound from
 * an AUDIO rendition whichever it is, the original or a dub, where hls.js cannot take it from one beside a video
 * rendition that has sound of its own.
 */

/** The ladder's: `audio.m3u8` byte-ranging `audio.mp4`, as an audio track's own folder has them. */
export const ORIGINAL_AUDIO = { name: 'audio' } as const;

/** What the master playlist says of a finished audio rendition: its bitrates, measured on its playlist's byte ranges. */
export async function measureAudioRendition(outDir: string, rung: { name: string }): Promise<AudioRendition> {
  const playlist = parseMediaPlaylist(await readFile(path.join(outDir, playlistFile(rung)), 'utf8'));
  return {
    name: rung.name,
    ...segmentBitrates(playlist),
    codecs: AAC_CODEC,
    playlistFile: playlistFile(rung),
    mediaFile: mediaFile(rung),
  };
}
