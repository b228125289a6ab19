import path from 'node:path';
import type { Av1Rung, H264Rung, Rung } from './ladder';
import type { SourceInfo } from './probe';
import {
  STORYBOARD_SPRITE_FILE,
  type StoryboardPlan,
  storyboardSpriteFilter,
  storyboardTileFilter,
  storyboardTilesPattern,
} from './storyboard';

/**
 * How the renditions are cut: a segment starts at every key frame. A key frame is forced (time-based, whatever the
 * source's frame rate) at 0, at `firstSeconds`, then every `keyframeSeconds`, so segments line up across rungs; a
 * title's planned key frames (media/keyframes.ts) allow segments of up to `stillSeconds` over a still picture.
 */
export interface Segmenting {
  firstSeconds: number;
  keyframeSeconds: number;
  stillSeconds: number;
}

/**
 * 2 s segments, one per key frame of the ladder before, after a 1 s first one: a player shows its first frame once it
 * has that segment, and at 4 Mbps with 150 ms of round trip 1 s instead of 2 s took the first frame from 738 to 643 ms
 * (1.5 Mbps: 1,117 to 883 ms), for one more key frame in half the titles (the grid's are then at odd seconds). Short
 * segments also let a player switch rungs and show a seek after little loading; they cost a request each, byte
 * ranges of one file. Titles with still pictures get their key frames where segments start (media/keyframes.ts): one
 * of a still slide costs as much as many seconds of it, so the key frame every 2 s of the ladder before spent most of
 * a slide lecture's bytes on them. Titles without (and a source of unknown duration) get this grid: 6 s between key
 * frames lost 0.07–0.32 dB PSNR at 720p and 1080p on moving pictures (docs/video.md#per-title-encoding). Seeking
 * lands on a segment's start. Over a still picture a segment is its key frame and a few bytes a frame, so what keeps
 * segments short elsewhere hardly applies: up to 10 s there (HLS's target duration until Apple's advice moved to 6 s
 * in 2016) halves a slide's key frames for at most 10 s of skipped frames to decode on a seek (0.5 s of one core at
 * 1080p).
 */
export const SEGMENTING: Segmenting = { firstSeconds: 1, keyframeSeconds: 2, stillSeconds: 10 };
/**
 * `-hls_time` below any segment: ffmpeg's HLS muxer then cuts at every key frame. (Its `-hls_init_time` would not give
 * a short first segment and longer ones after in a VOD playlist: it applies to every segment until a live playlist's
 * window fills, which a VOD one never does.)
 */
export const EVERY_KEY_FRAME = ['-hls_time', '0.5'];
/** Above this the picture is resampled to 30 fps: lectures gain nothing from 60 fps, and it doubles the bitrate. */
const MAX_FPS = 30;

/**
 * AAC LC, stereo, 48 kHz, 128 kb/s: the original's sound and every audio track are encoded alike, so a player switches
 * between them without a codec change.
 */
export const AAC_ENCODE = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'];

/**
 * Seconds per audio segment. Every audio packet can start one, so the cuts fall here whatever the video's key frames;
 * longer than the video's segments, since a player seeking loads one audio segment beside one video segment.
 */
export const AUDIO_SEGMENT_SECONDS = 6;

/**
 * One ffmpeg output: stream `map` of the run's inputs as a single-file fMP4 HLS audio rendition named `rung.name`,
 * encoded with `codec` (AAC_ENCODE) or copied (`['-c:a', 'copy']`, an original already in AAC LC).
 */
export function audioOutputArgs(map: string, codec: readonly string[], outDir: string, rung: { name: string }) {
  return [
    ...['-map', map, '-vn', '-sn', '-dn', ...codec, '-map_metadata', '-1', '-map_chapters', '-1'],
    ...['-max_muxing_queue_size', '4096', '-f', 'hls', '-hls_time', String(AUDIO_SEGMENT_SECONDS)],
    ...singleFileHlsArgs(outDir, rung),
  ];
}

/**
 * How every rendition is written, after `-f hls` and its encoder's options: a VOD playlist (`<name>.m3u8`) byte-ranging
 * one fMP4 file (`<name>.mp4`), each segment starting with a key frame.
 */
export const singleFileHlsArgs = (outDir: string, rung: { name: string }) => [
  ...['-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4', '-hls_flags', 'single_file+independent_segments'],
  ...['-hls_segment_filename', path.join(outDir, mediaFile(rung)), path.join(outDir, playlistFile(rung))],
];

/** Options every ffmpeg run starts with: no prompt, errors only on stderr. */
export const QUIET = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats'];
/** …and progress as key=value lines on stdout. */
export const WITH_PROGRESS = [...QUIET, '-progress', 'pipe:1'];

/**
 * How an original is opened. The demuxers are limited to those of the formats uploads accept (MP4/MOV and
 * Matroska/WebM) and the protocols to plain files: ffmpeg picks a demuxer by content, so without this an upload
 * that is in fact an HLS playlist or a concat script could make ffmpeg read other files of the server (or URLs) into
 * the video. `file:` also keeps a name with a colon from being taken for a protocol.
 */
export function inputArgs(inputPath: string): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', 'mov,matroska', '-i', `file:${path.resolve(inputPath)}`];
}

export const playlistFile = (rung: Pick<Rung, 'name'>) => `${rung.name}.m3u8`;
export const mediaFile = (rung: Pick<Rung, 'name'>) => `${rung.name}.mp4`;
export const POSTER_FILE = 'poster.jpg';
export const PROGRESSIVE_FILE = 'progressive.mp4';

export interface LadderPlan {
  inputPath: string;
  outDir: string;
  rungs: Rung[];
  /** The index of the source's video stream (the first one that is not cover art). */
  videoStream: number;
  /**
   * The rendition the source's first sound is encoded into, once for every rung (media/original-audio.ts); null for
   * a source without sound. The video renditions carry none.
   */
  audio: { name: string } | null;
  /** An HDR source is tone-mapped to SDR BT.709 once, before the split. */
  hdr: boolean;
  /** The source's frame rate (0 when unknown): above MAX_FPS (+ rounding) the outputs are resampled to MAX_FPS. */
  fps: number;
  /** The poster is the first frame at or after this time; its size is `poster`'s. */
  posterAtSeconds: number;
  /** SEGMENTING unless a bench compares another ladder: the grid of key frames when `keyframes` is absent. */
  segmenting?: Segmenting;
  /** Where segments start, in seconds (media/keyframes.ts, from the title's still pictures); absent: the grid. */
  keyframes?: readonly number[] | null;
  poster: { width: number; height: number } | null;
  /** The sprite of small frames (media/storyboard.ts), from the same decode; null for none. */
  storyboard: StoryboardPlan | null;
}

/**
 * HDR (PQ or HLG, 10-bit) to SDR BT.709: to linear light, tone-mapped (Hable, which keeps highlights), back to BT.709.
 * Cutting 10-bit HDR down to 8 bits without it gives a grey, washed-out picture that is still tagged BT.2020. Done
 * once, at the largest rung's size (a 4K phone video is tone-mapped at 1080p: a quarter of the float work).
 */
export const toneMap = (size: { width: number; height: number }) =>
  `zscale=w=${size.width}:h=${size.height}:t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,` +
  'tonemap=tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv,format=yuv420p,';
const BT709 = ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'];

/**
 * Key frames, and so segments: with a plan, a key frame at each of its times (1 ms early: the first frame at or after
 * a still picture's printed start is that picture's). Without one, the grid: time-based (not every N frames) so
 * segments line up across rungs and for any frame rate.
 */
function segmentArgs(plan: LadderPlan): string[] {
  if (plan.keyframes?.length) return keyframesAt(plan.keyframes);
  const { firstSeconds, keyframeSeconds } = plan.segmenting ?? SEGMENTING;
  return [
    '-force_key_frames',
    `expr:gte(t,if(eq(n_forced,0),0,${firstSeconds}+(n_forced-1)*${keyframeSeconds}))`,
    ...EVERY_KEY_FRAME,
  ];
}

/** A key frame, and so a segment, at each of `keyframes` (seconds), and nowhere else with PLANNED_X264. */
export function keyframesAt(keyframes: readonly number[]): string[] {
  const times = keyframes.map((time) => Math.max(0, time - 0.001).toFixed(3)).join(',');
  return ['-force_key_frames', times, ...EVERY_KEY_FRAME];
}

/**
 * x264 options of a planned ladder (the grid, for a title with no still picture, a source of unknown duration, or the
 * ladder before, which a bench compares with, is left as it was):
 * - key frames only where the plan puts them: x264 otherwise adds one every 250 frames (8.3 s at 30 fps), which over
 *   a still picture costs as much as the planned one and cuts a segment the plan did not make;
 * - x264 gives the first frame of a CRF encode fewer bits than the same picture gets later (on a still slide at
 *   1080p: 52.8 kB and 49.3 dB, where the next key frame of the same picture took 62.4 kB for 52.2 dB), having no
 *   history of the title's complexity yet; a still opening would show that weaker picture for a whole segment. 1.5x
 *   its bits (x264's zones) brings it level with the later ones. The grid's first segment is 1 s, and a moving
 *   opening is not shown for long.
 */
export const PLANNED_X264 = ['-x264-params', 'keyint=infinite:zones=0,0,b=1.5'];

/** H.264 High under the rung's cap, its key frames where `segmentArgs` puts them. */
function h264Args(rung: H264Rung, plan: LadderPlan): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    rung.preset,
    '-profile:v',
    'high',
    '-crf',
    String(rung.crf),
    '-maxrate',
    `${rung.maxrateKbps}k`,
    '-bufsize',
    `${rung.maxrateKbps * 2}k`,
    ...(plan.keyframes?.length ? PLANNED_X264 : []),
    '-sc_threshold',
    '0',
    ...segmentArgs(plan),
  ];
}

/**
 * AV1 (SVT-AV1), its key frames on a grid of frames: ffmpeg 5.1's libsvtav1 ignores `-force_key_frames`, so the AV1
 * ladder cannot follow a title's slides. Its rungs share one decode, so their key frames (and segments) line up. A
 * still title's every `stillSeconds` (a key frame costs as much as many seconds of a still picture), a moving one's
 * every `keyframeSeconds`; the first segment is then one grid step long (2 s), not `firstSeconds`.
 */
function av1Args(rung: Av1Rung, plan: LadderPlan): string[] {
  const { keyframeSeconds, stillSeconds } = plan.segmenting ?? SEGMENTING;
  const spacing = rung.content === 'still' ? stillSeconds : keyframeSeconds;
  const fps = plan.fps > MAX_FPS + 0.5 || !plan.fps ? MAX_FPS : plan.fps;
  return [
    '-c:v',
    'libsvtav1',
    '-preset',
    String(rung.preset),
    '-crf',
    String(rung.crf),
    '-g',
    String(Math.max(1, Math.round(fps * spacing))),
    ...EVERY_KEY_FRAME,
  ];
}

/** Per rung: H.264 or AV1 video, no sound, one single-file fMP4 HLS output (its playlist byte-ranges `<rung>.mp4`). */
function renditionOutput(rung: Rung, index: number, plan: LadderPlan): string[] {
  return [
    '-map',
    `[v${index}]`,
    ...(plan.hdr ? BT709 : []),
    // Originals carry tags learners should not receive (an iPhone's recording location, the editing software).
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    // Several outputs read one decode; a stream that starts late must not overflow the default queue of 128 packets.
    '-max_muxing_queue_size',
    '4096',
    '-f',
    'hls',
    ...(rung.codec === 'av1' ? av1Args(rung, plan) : h264Args(rung, plan)),
    ...singleFileHlsArgs(plan.outDir, rung),
  ];
}

/**
 * One ffmpeg run: the source is decoded once, split into every rung (scaled, 8-bit 4:2:0), the poster and the
 * storyboard's sprite, each its own output (the sprite's branch scales only the frames `fps` keeps); its sound is
 * encoded once, into the audio rendition. Not `-var_stream_map`: the npm fallback's 2018 ffmpeg crashes on it with
 * single_file, and the master playlist is the app's to write anyway (signed URIs per request, measured bandwidths).
 */
export function ladderArgs(plan: LadderPlan): string[] {
  const branches = plan.rungs.length + (plan.poster ? 1 : 0) + (plan.storyboard ? 1 : 0);
  const largest = plan.rungs.at(-1);
  const head = (plan.fps > MAX_FPS + 0.5 ? `fps=${MAX_FPS},` : '') + (plan.hdr && largest ? toneMap(largest) : '');
  const graph = [
    `[0:${plan.videoStream}]${head}split=${branches}${plan.rungs.map((_, i) => `[s${i}]`).join('')}${plan.poster ? '[sp]' : ''}${plan.storyboard ? '[sb]' : ''}`,
  ];
  plan.rungs.forEach((rung, i) => {
    graph.push(`[s${i}]scale=${rung.width}:${rung.height},setsar=1,format=yuv420p[v${i}]`);
  });
  if (plan.poster) {
    const at = plan.posterAtSeconds.toFixed(3);
    graph.push(
      `[sp]select=gte(t\\,${at}),scale=${plan.poster.width}:${plan.poster.height},setsar=1,format=yuvj420p[poster]`,
    );
  }
  if (plan.storyboard) graph.push(`[sb]${storyboardTileFilter(plan.storyboard)}[storyboard]`);
  const args = [...WITH_PROGRESS, ...inputArgs(plan.inputPath), '-filter_complex', graph.join(';')];
  plan.rungs.forEach((rung, i) => {
    args.push(...renditionOutput(rung, i, plan));
  });
  if (plan.audio) args.push(...audioOutputArgs('0:a:0', AAC_ENCODE, plan.outDir, plan.audio));
  if (plan.poster) {
    args.push('-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', path.join(plan.outDir, POSTER_FILE));
  }
  if (plan.storyboard) {
    // The tiles, each as it comes (storyboardTileFilter); the sprite is made of them after this run (spriteArgs).
    args.push('-map', '[storyboard]', '-f', 'image2', storyboardTilesPattern(plan.outDir));
  }
  return args;
}

/** The storyboard's sprite, one JPEG of the whole grid, from the tiles the ladder's run wrote. */
export function spriteArgs(outDir: string, storyboard: StoryboardPlan): string[] {
  const sprite = path.join(outDir, STORYBOARD_SPRITE_FILE);
  return [
    ...QUIET,
    ...['-f', 'image2', '-i', storyboardTilesPattern(outDir)],
    ...['-vf', storyboardSpriteFilter(storyboard), '-frames:v', '1', '-q:v', '5', '-update', '1', sprite],
  ];
}

/**
 * The progressive MP4: the rung's fragments and the audio rendition's (null for a silent video) remuxed, no second
 * encode, into one MP4 with its index at the front.
 */
export function progressiveArgs(rungMediaPath: string, audioMediaPath: string | null, outPath: string): string[] {
  return [
    ...WITH_PROGRESS,
    ...inputArgs(rungMediaPath),
    ...(audioMediaPath ? inputArgs(audioMediaPath) : []),
    ...['-map', '0:v:0', ...(audioMediaPath ? ['-map', '1:a:0'] : [])],
    ...['-c', 'copy', '-movflags', '+faststart', outPath],
  ];
}

/**
 * One rung encoded alone from a probed source, with the source's sound into `audio` (when it has any), without poster
 * or storyboard: an early rendition, or a bench's.
 */
export const rungAloneArgs = (
  inputPath: string,
  outDir: string,
  source: SourceInfo,
  rung: Rung,
  audio: { name: string } | null,
): string[] =>
  ladderArgs({
    inputPath,
    outDir,
    rungs: [rung],
    videoStream: source.videoStream,
    audio: source.hasAudio ? audio : null,
    hdr: source.hdr,
    fps: source.fps,
    posterAtSeconds: 0,
    poster: null,
    storyboard: null,
  });
