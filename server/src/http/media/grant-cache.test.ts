import { describe, expect, it } from 'vitest';
import type { MediaGrant } from '../../modules/playback/media-grants.service';
import { cachedMediaGrantCheck, MEDIA_GRANT_CACHE_MS } from './grant-cache';

const LECTURE = '0b7a6a3e-5d1f-4d5e-9a4b-2f8e0c1d2e3f';
const lease: MediaGrant = {
  kind: 'lease',
  sessionId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  leaseId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
};

/** A check that answers `answers` in turn and counts its statements, on a clock the test moves. */
function setup(answers: Array<boolean | Error>) {
  let clock = 1_000_000;
  const asked: string[] = [];
  const check = cachedMediaGrantCheck(
    (grant, lectureId) => {
      asked.push(`${grant.kind}/${lectureId}`);
      const answer = answers.shift();
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? false);
    },
    () => clock,
  );
  return { check, asked, advance: (ms: number) => (clock += ms) };
}

describe('cachedMediaGrantCheck', () => {
  it('asks once per grant and lecture within MEDIA_GRANT_CACHE_MS, and again after it', async () => {
    expect(MEDIA_GRANT_CACHE_MS).toBeLessThan(1_000);
    const { check, asked, advance } = setup([true, true, false]);
    expect(await Promise.all([check(lease, LECTURE), check(lease, LECTURE)])).toEqual([true, true]);
    expect(await check({ kind: 'preview' }, LECTURE)).toBe(true);
    advance(MEDIA_GRANT_CACHE_MS - 1);
    expect(await check(lease, LECTURE.toUpperCase())).toBe(true);
    expect(asked).toHaveLength(2);
    advance(1);
    // Revoked meanwhile: noticed at the first request after the window.
    expect(await check(lease, LECTURE)).toBe(false);
    expect(asked).toEqual([`lease/${LECTURE}`, `preview/${LECTURE}`, `lease/${LECTURE}`]);
  });

  it('does not keep a failed statement', async () => {
    const { check, asked } = setup([new Error('connection lost'), true]);
    await expect(check(lease, LECTURE)).rejects.toThrow('connection lost');
    expect(await check(lease, LECTURE)).toBe(true);
    expect(asked).toHaveLength(2);
  });
});
