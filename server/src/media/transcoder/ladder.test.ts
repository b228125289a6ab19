import { describe, expect, it } from 'vitest';
import { planAv1Ladder, planLadder, progressiveRung } from './ladder';

const sizes = (width: number, height: number) =>
  planLadder({ width, height }).map((rung) => `${rung.name} ${rung.width}x${rung.height} ${rung.maxrateKbps}k`);

describe('planLadder', () => {
  it('keeps the rungs at or below the source, smallest first', () => {
    expect(sizes(3840, 2160)).toEqual(['360p 640x360 800k', '720p 1280x720 2800k', '1080p 1920x1080 5000k']);
    expect(sizes(1920, 1080)).toEqual(['360p 640x360 800k', '720p 1280x720 2800k', '1080p 1920x1080 5000k']);
    expect(sizes(1280, 720)).toEqual(['360p 640x360 800k', '720p 1280x720 2800k']);
    expect(sizes(1366, 768)).toEqual(['360p 640x360 800k', '720p 1280x720 2800k']);
    expect(sizes(640, 360)).toEqual(['360p 640x360 800k']);
  });

  it('measures portrait sources by their short side', () => {
    expect(sizes(720, 1280)).toEqual(['360p 360x640 800k', '720p 720x1280 2800k']);
    expect(sizes(1080, 1920)).toEqual(['360p 360x640 800k', '720p 720x1280 2800k', '1080p 1080x1920 5000k']);
  });

  it('keeps the aspect ratio with even sizes', () => {
    expect(sizes(1440, 1080)).toEqual(['360p 480x360 800k', '720p 960x720 2800k', '1080p 1440x1080 5000k']);
    expect(sizes(2560, 1080)).toEqual(['360p 854x360 800k', '720p 1706x720 2800k', '1080p 2560x1080 5000k']);
    expect(sizes(1000, 1000)).toEqual(['360p 360x360 800k', '720p 720x720 2800k']);
  });

  it('gives a source below 360p one rung at its own (even) size', () => {
    expect(sizes(320, 240)).toEqual(['240p 320x240 800k']);
    expect(sizes(176, 144)).toEqual(['144p 176x144 800k']);
    expect(sizes(239, 427)).toEqual(['240p 240x428 800k']);
  });
});

describe('the rungs’ encoding', () => {
  it('keeps the quality of the ladder before (CRF 23 veryfast) at every rung, under the caps the fixed ladder had', () => {
    const encoding = (content?: 'still' | 'motion') =>
      planLadder({ width: 1920, height: 1080 }, content).map(({ crf, preset }) => `${crf} ${preset}`);
    // A moving title: the ladder before at 720p and 1080p, a slower preset at a higher CRF at 360p.
    expect(encoding()).toEqual(['25 medium', '23 veryfast', '23 veryfast']);
    expect(encoding('motion')).toEqual(encoding());
    // A still title: its key frames, coded finer than the 2 s grid's, leave room for a higher CRF at 360p and 1080p.
    expect(encoding('still')).toEqual(['25 faster', '23 veryfast', '23.5 veryfast']);
    expect(planLadder({ width: 320, height: 240 })[0]).toMatchObject({ crf: 25, preset: 'medium' });
    expect(planLadder({ width: 320, height: 240 }, 'still')[0]).toMatchObject({ crf: 25, preset: 'faster' });
    // The sizes and caps do not depend on the title.
    expect(
      planLadder({ width: 1920, height: 1080 }, 'still').map(({ width, maxrateKbps }) => [width, maxrateKbps]),
    ).toEqual(planLadder({ width: 1920, height: 1080 }).map(({ width, maxrateKbps }) => [width, maxrateKbps]));
  });
});

describe('planAv1Ladder', () => {
  it('twins every H.264 rung with an AV1 one of the same size, none below SVT-AV1’s 64 pixels', () => {
    const twins = (width: number, height: number) =>
      planAv1Ladder({ width, height }).map((rung) => `${rung.name} ${rung.width}x${rung.height} ${rung.codec}`);
    expect(twins(1920, 1080)).toEqual(['360p-av1 640x360 av1', '720p-av1 1280x720 av1', '1080p-av1 1920x1080 av1']);
    expect(twins(720, 1280)).toEqual(['360p-av1 360x640 av1', '720p-av1 720x1280 av1']);
    expect(twins(176, 144)).toEqual(['144p-av1 176x144 av1']);
    expect(twins(96, 48)).toEqual([]);
    expect(planLadder({ width: 96, height: 48 })).toHaveLength(1);
  });

  it('codes moving titles at the CRF that matched H.264’s PSNR per rung, still ones higher', () => {
    const crfs = (content?: 'still' | 'motion') =>
      planAv1Ladder({ width: 1920, height: 1080 }, content).map((r) => r.crf);
    expect(crfs()).toEqual([40, 39, 37]);
    expect(crfs('still')).toEqual([50, 50, 50]);
    expect(planAv1Ladder({ width: 1920, height: 1080 }, 'still').every((rung) => rung.content === 'still')).toBe(true);
  });
});

describe('progressiveRung', () => {
  it('is the 720p rung, or the largest below it', () => {
    expect(progressiveRung(planLadder({ width: 3840, height: 2160 })).name).toBe('720p');
    expect(progressiveRung(planLadder({ width: 1080, height: 1920 })).name).toBe('720p');
    expect(progressiveRung(planLadder({ width: 640, height: 360 })).name).toBe('360p');
    expect(progressiveRung(planLadder({ width: 320, height: 240 })).name).toBe('240p');
  });
});
