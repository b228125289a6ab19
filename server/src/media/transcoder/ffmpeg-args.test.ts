import { describe, expect, it } from 'vitest';
import { inputArgs, type LadderPlan, ladderArgs, progressiveArgs, spriteArgs } from './ffmpeg-args';
import { planAv1Ladder, planLadder } from './ladder';
import { planStoryboard } from './storyboard';

const plan = (overrides: Partial<LadderPlan> = {}): LadderPlan => ({
  inputPath: '/data/in.mov',
  outDir: '/out',
  rungs: planLadder({ width: 1280, height: 720 }),
  videoStream: 0,
  audio: { name: 'audio' },
  hdr: false,
  fps: 30,
  posterAtSeconds: 2,
  poster: { width: 1280, height: 720 },
  storyboard: null,
  ...overrides,
});

const optionValue = (args: string[], option: string) => args[args.indexOf(option) + 1];

/** The arguments of output `index` (each ends with its playlist's path). */
const output = (args: string[], index: number) => {
  const ends = args.flatMap((arg, i) => (arg.endsWith('.m3u8') ? [i] : []));
  return args.slice(index ? ends[index - 1]! + 1 : args.indexOf('-filter_complex') + 2, ends[index]! + 1);
};

describe('ladderArgs', () => {
  it('decodes once and splits into every rung and the poster', () => {
    const args = ladderArgs(plan());
    expect(optionValue(args, '-filter_complex')).toBe(
      '[0:0]split=3[s0][s1][sp];' +
        '[s0]scale=640:360,setsar=1,format=yuv420p[v0];' +
        '[s1]scale=1280:720,setsar=1,format=yuv420p[v1];' +
        '[sp]select=gte(t\\,2.000),scale=1280:720,setsar=1,format=yuvj420p[poster]',
    );
    // One HLS output per rung, each its own single fMP4 file with no sound, one of the sound, then the poster.
    expect(args.filter((arg) => arg === 'hls')).toHaveLength(3);
    expect(args.filter((arg) => arg === '0:a:0')).toHaveLength(1);
    expect(output(args, 0)).not.toContain('-c:a');
    expect(output(args, 1)).not.toContain('-c:a');
    expect(args.slice(-11)).toEqual([
      '/out/audio.mp4',
      '/out/audio.m3u8',
      '-map',
      '[poster]',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-update',
      '1',
      '/out/poster.jpg',
    ]);
  });

  it('takes the storyboard’s tiles from the same decode, as one more branch of the split written as it comes', () => {
    const storyboard = planStoryboard(600, { width: 1280, height: 720 })!;
    const args = ladderArgs(plan({ storyboard }));
    const graph = optionValue(args, '-filter_complex');
    expect(graph).toMatch(/^\[0:0\]split=4\[s0\]\[s1\]\[sp\]\[sb\];/);
    expect(graph).toContain('[sb]fps=1/5:eof_action=pass,scale=160:90,setsar=1[storyboard]');
    // No `-frames:v 1` output that waits for the end: ffmpeg reports progress only once every output has started.
    expect(args.slice(args.indexOf('[storyboard]') - 1)).toEqual([
      '-map',
      '[storyboard]',
      '-f',
      'image2',
      '/out/storyboard-tiles/%04d.png',
    ]);
    expect(ladderArgs(plan())).not.toContain('[storyboard]');
    // Then one JPEG of the grid from the tiles.
    const sprite = spriteArgs('/out', storyboard);
    expect(optionValue(sprite, '-i')).toBe('/out/storyboard-tiles/%04d.png');
    expect(optionValue(sprite, '-vf')).toBe('format=yuvj420p,tile=10x12');
    expect(sprite.slice(sprite.indexOf('-frames:v'))).toEqual([
      '-frames:v',
      '1',
      '-q:v',
      '5',
      '-update',
      '1',
      '/out/storyboard.jpg',
    ]);
  });

  it('encodes the sound once, into an audio-only rendition: AAC LC, stereo, 48 kHz, 128 kb/s, 6 s segments', () => {
    const audio = output(ladderArgs(plan()), 2);
    expect(audio.slice(0, 6)).toEqual(['-map', '0:a:0', '-vn', '-sn', '-dn', '-c:a']);
    expect([optionValue(audio, '-c:a'), optionValue(audio, '-b:a'), optionValue(audio, '-ac')]).toEqual([
      'aac',
      '128k',
      '2',
    ]);
    expect([optionValue(audio, '-ar'), optionValue(audio, '-hls_time')]).toEqual(['48000', '6']);
    expect(optionValue(audio, '-hls_segment_type')).toBe('fmp4');
    expect(optionValue(audio, '-hls_segment_filename')).toBe('/out/audio.mp4');
  });

  it('reads the video stream probe chose, resamples above 30 fps only, and maps no audio when there is none', () => {
    const args = ladderArgs(plan({ videoStream: 1, fps: 59.94, audio: null, poster: null }));
    expect(optionValue(args, '-filter_complex')).toMatch(/^\[0:1\]fps=30,split=2\[s0\]\[s1\];/);
    expect(args).not.toContain('0:a:0');
    expect(args).not.toContain('-c:a');
    expect(args).not.toContain('[poster]');
    expect(optionValue(ladderArgs(plan({ fps: 30.4 })), '-filter_complex')).toMatch(/^\[0:0\]split=3/);
  });

  it('tone-maps an HDR source to SDR once, before the split, and tags every rendition BT.709', () => {
    const args = ladderArgs(plan({ hdr: true }));
    expect(optionValue(args, '-filter_complex')).toMatch(
      /^\[0:0\]zscale=w=1280:h=720:t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv,format=yuv420p,split=3/,
    );
    expect(args.filter((arg) => arg === '-color_trc')).toHaveLength(2);
    expect(ladderArgs(plan())).not.toContain('-color_trc');
  });

  it('encodes each rung at its own capped constant quality and preset, a keyframe only where a segment starts', () => {
    const args = ladderArgs(plan({ poster: null }));
    const outputs = args.join(' ').split(' -map [v').slice(1);
    expect(outputs).toHaveLength(2);
    const [small, large] = outputs.map((output) => output.split(' '));
    expect([optionValue(small!, '-crf'), optionValue(small!, '-preset'), optionValue(small!, '-maxrate')]).toEqual([
      '25',
      'medium',
      '800k',
    ]);
    expect([optionValue(large!, '-crf'), optionValue(large!, '-preset'), optionValue(large!, '-bufsize')]).toEqual([
      '23',
      'veryfast',
      '5600k',
    ]);
    // Without a plan (no still picture, or a source of unknown duration), the grid: keyframes at 0, 1, 3, 5 … s (every
    // 2 s as before, after a 1 s first segment), a segment cut at each.
    expect(optionValue(small!, '-force_key_frames')).toBe('expr:gte(t,if(eq(n_forced,0),0,1+(n_forced-1)*2))');
    expect(optionValue(small!, '-hls_time')).toBe('0.5');
    expect(small).not.toContain('-hls_init_time');
    expect(small).not.toContain('-x264-params');
    const before = ladderArgs(plan({ segmenting: { firstSeconds: 2, keyframeSeconds: 2, stillSeconds: 4 } }));
    expect(optionValue(before, '-force_key_frames')).toBe('expr:gte(t,if(eq(n_forced,0),0,2+(n_forced-1)*2))');
  });

  it('puts a keyframe at each planned time, 1 ms early, and cuts a segment at every keyframe', () => {
    const args = ladderArgs(plan({ keyframes: [0, 5, 10.0333, 15] }));
    expect(args.filter((arg) => arg === '-force_key_frames')).toHaveLength(2);
    expect(optionValue(args, '-force_key_frames')).toBe('0.000,4.999,10.032,14.999');
    expect(optionValue(args, '-hls_time')).toBe('0.5');
    expect(args).not.toContain('-hls_init_time');
    // Key frames only where planned (no extra one every 250 frames); the first frame gets the bits x264 gives the
    // same picture later.
    expect(optionValue(args, '-x264-params')).toBe('keyint=infinite:zones=0,0,b=1.5');
  });

  it('remuxes the progressive MP4 from the rung’s video and the audio rendition’s sound', () => {
    const args = progressiveArgs('/out/720p.mp4', '/out/audio.mp4', '/out/progressive.mp4');
    expect(args.filter((arg) => arg.startsWith('file:'))).toEqual(['file:/out/720p.mp4', 'file:/out/audio.mp4']);
    expect(args.slice(args.indexOf('file:/out/audio.mp4') + 1)).toEqual([
      ...['-map', '0:v:0', '-map', '1:a:0', '-c', 'copy', '-movflags', '+faststart', '/out/progressive.mp4'],
    ]);
  });

  it('opens the input as a plain file of an accepted format only', () => {
    expect(inputArgs('/data/a:b.mp4')).toEqual([
      '-protocol_whitelist',
      'file',
      '-format_whitelist',
      'mov,matroska',
      '-i',
      'file:/data/a:b.mp4',
    ]);
    expect(progressiveArgs('/out/720p.mp4', null, '/out/progressive.mp4').slice(-8)).toEqual([
      'file:/out/720p.mp4',
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      '/out/progressive.mp4',
    ]);
  });
});

describe('ladderArgs with AV1 rungs', () => {
  it('encodes them with SVT-AV1 from the same decode, key frames on a grid of frames, beside the H.264 rungs', () => {
    const source = { width: 1280, height: 720 };
    const args = ladderArgs(plan({ rungs: [...planLadder(source), ...planAv1Ladder(source)] }));
    expect(optionValue(args, '-filter_complex')).toMatch(/^\[0:0\]split=5\[s0\]\[s1\]\[s2\]\[s3\]\[sp\];/);
    const av1 = output(args, 3);
    expect(av1.slice(0, 2)).toEqual(['-map', '[v3]']);
    expect(optionValue(av1, '-c:v')).toBe('libsvtav1');
    expect(optionValue(av1, '-crf')).toBe('39');
    // A key frame, and a segment, every 2 s at 30 fps; none forced (ffmpeg 5.1's libsvtav1 ignores them).
    expect(optionValue(av1, '-g')).toBe('60');
    expect(optionValue(av1, '-hls_time')).toBe('0.5');
    expect(av1).not.toContain('-force_key_frames');
    expect(av1).not.toContain('-maxrate');
    expect(av1.at(-1)).toBe('/out/720p-av1.m3u8');
    expect(optionValue(av1, '-hls_segment_filename')).toBe('/out/720p-av1.mp4');
    // The H.264 rungs are as without AV1.
    expect(output(args, 1)).toEqual(output(ladderArgs(plan()), 1));
  });

  it('spaces a still title’s key frames by the still segment length, and counts frames at the output rate', () => {
    const source = { width: 1920, height: 1080 };
    const still = ladderArgs(
      plan({ rungs: planAv1Ladder(source, 'still'), keyframes: [0, 12.5, 30], fps: 25, poster: null }),
    );
    expect(optionValue(output(still, 0), '-g')).toBe('250');
    expect(optionValue(output(still, 0), '-crf')).toBe('50');
    // 60 fps is resampled to 30; an unknown rate counts as 30.
    expect(optionValue(output(ladderArgs(plan({ rungs: planAv1Ladder(source), fps: 60 })), 0), '-g')).toBe('60');
    expect(optionValue(output(ladderArgs(plan({ rungs: planAv1Ladder(source), fps: 0 })), 0), '-g')).toBe('60');
  });
});
