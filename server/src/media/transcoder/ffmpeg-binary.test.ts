import { afterEach, describe, expect, it } from 'vitest';
import { ffmpegPaths, npmBinary } from './ffmpeg-binary';
import { MediaError } from './types';

const PATH = process.env.PATH;

afterEach(() => {
  process.env.PATH = PATH;
});

describe('ffmpegPaths', () => {
  it('takes ffmpeg and ffprobe from PATH when nothing is configured', () => {
    expect(ffmpegPaths()).toEqual({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
  });

  it('takes the configured paths first', () => {
    const shipped = npmBinary('ffmpeg');
    expect(shipped).toMatch(/node_modules\/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(ffmpegPaths({ ffmpegPath: shipped!, ffprobePath: '/usr/bin/ffprobe' })).toEqual({
      ffmpeg: shipped,
      ffprobe: '/usr/bin/ffprobe',
    });
  });

  it('falls back to the npm package when there is no ffmpeg on PATH', () => {
    process.env.PATH = '/nonexistent';
    expect(ffmpegPaths({ ffprobePath: '/usr/bin/ffprobe' })).toEqual({
      ffmpeg: npmBinary('ffmpeg'),
      ffprobe: '/usr/bin/ffprobe',
    });
  });

  it('reports a configured path that does not run, rather than quietly taking another ffmpeg', () => {
    const error = (() => {
      try {
        return ffmpegPaths({ ffmpegPath: '/opt/nothing/ffmpeg' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({
      permanent: false,
      reason: 'FFMPEG_PATH is /opt/nothing/ffmpeg, which does not run as ffmpeg',
    });
  });
});
