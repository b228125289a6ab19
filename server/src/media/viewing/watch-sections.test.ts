import { describe, expect, it } from 'vitest';
import {
  coveredBuckets,
  type Heartbeat,
  intersectSections,
  mergeSections,
  parseSections,
  sectionsLength,
  unionSections,
  verifiedShare,
  watchedBetween,
} from './watch-sections';

const beat = (atSeconds: number, positionSeconds: number, extra: Partial<Heartbeat> = {}): Heartbeat => ({
  atMs: atSeconds * 1000,
  positionSeconds,
  playing: true,
  rate: 1,
  visible: true,
  ...extra,
});

/** Sections a player reports through a series of heartbeats, as the recorder folds them. */
function watchedThrough(beats: Heartbeat[]) {
  const sections = [];
  for (let i = 1; i < beats.length; i += 1) {
    const section = watchedBetween(beats[i - 1] as Heartbeat, beats[i] as Heartbeat);
    if (section) sections.push(section);
  }
  return mergeSections(sections);
}

describe('merging sections', () => {
  it('joins overlapping and touching sections and sorts them', () => {
    expect(
      mergeSections([
        [20, 30],
        [0, 10],
        [8, 12],
        [12, 14],
        [40, 41],
      ]),
    ).toEqual([
      [0, 14],
      [20, 30],
      [40, 41],
    ]);
  });

  it('drops empty, reversed and non-finite sections', () => {
    expect(
      mergeSections([
        [5, 5],
        [9, 3],
        [Number.NaN, 4],
        [1, Number.POSITIVE_INFINITY],
        [2, 3],
      ]),
    ).toEqual([[2, 3]]);
  });

  it('keeps a section contained in another as the larger one', () => {
    expect(
      unionSections(
        [[0, 100]],
        [
          [10, 20],
          [30, 40],
        ],
      ),
    ).toEqual([[0, 100]]);
  });

  it('intersects delivered with watched', () => {
    const delivered = mergeSections([
      [0, 24],
      [48, 60],
    ]);
    const watched = mergeSections([
      [10, 50],
      [55, 70],
    ]);
    expect(intersectSections(delivered, watched)).toEqual([
      [10, 24],
      [48, 50],
      [55, 60],
    ]);
  });

  it('measures length within a limit', () => {
    expect(
      sectionsLength(
        [
          [0, 10],
          [95, 120],
        ],
        100,
      ),
    ).toBe(15);
    expect(sectionsLength([])).toBe(0);
  });

  it('reads only number pairs from storage', () => {
    expect(parseSections([[1, 2], ['a', 3], [4], null, [3, 5]])).toEqual([
      [1, 2],
      [3, 5],
    ]);
    expect(parseSections({})).toEqual([]);
  });
});

describe('watched sections from heartbeats', () => {
  it('counts steady playback at 1x', () => {
    expect(watchedThrough([beat(0, 0), beat(10, 10), beat(20, 20), beat(30, 30)])).toEqual([[0, 30]]);
  });

  it('counts 2x playback in half the wall-clock time', () => {
    expect(watchedThrough([beat(0, 0, { rate: 2 }), beat(10, 20, { rate: 2 }), beat(20, 40, { rate: 2 })])).toEqual([
      [0, 40],
    ]);
  });

  it('counts nothing played faster than 2x, or claimed faster than 2x of wall-clock time', () => {
    expect(watchedThrough([beat(0, 0, { rate: 4 }), beat(10, 40, { rate: 4 })])).toEqual([]);
    // The player says 1x, but the position ran 5x the server's clock: a script, not a viewer.
    expect(watchedThrough([beat(0, 0), beat(10, 50)])).toEqual([]);
  });

  it('counts 2x playback whose report reached the server late, up to 2x of the time the server saw', () => {
    // The report sent at 0 s arrived 1.5 s late: 20 s played in the 8.5 s between arrivals, 17 s of them counted.
    expect(watchedThrough([beat(1.5, 0, { rate: 2 }), beat(10, 20, { rate: 2 }), beat(20, 40, { rate: 2 })])).toEqual([
      [0, 17],
      [20, 40],
    ]);
  });

  it('follows a rate change between heartbeats', () => {
    const beats = [beat(0, 0), beat(10, 10, { rate: 2 }), beat(20, 30, { rate: 3 }), beat(30, 60), beat(40, 70)];
    // 0–10 at 1x, 10–30 at 2x; the stretch begun at 3x counts nothing; back at 1x from 60.
    expect(watchedThrough(beats)).toEqual([
      [0, 30],
      [60, 70],
    ]);
  });

  it('counts nothing across a seek forward, and resumes after it', () => {
    expect(watchedThrough([beat(0, 0), beat(10, 10), beat(11, 300), beat(21, 310)])).toEqual([
      [0, 10],
      [300, 310],
    ]);
  });

  it('merges a seek back over watched seconds into one section (a replay)', () => {
    expect(watchedThrough([beat(0, 0), beat(10, 10), beat(20, 20), beat(21, 5), beat(31, 15)])).toEqual([[0, 20]]);
  });

  it('counts nothing between heartbeats moments apart, however many', () => {
    const beats = Array.from({ length: 30 }, (_, index) => beat(index * 0.05, index));
    expect(watchedThrough(beats)).toEqual([]);
  });

  it("counts only wall-clock time the learner's other sessions did not", () => {
    // Another device counted up to 15 s: of this pair's 10 s, the last 5 count, at 2x.
    expect(watchedBetween(beat(10, 40, { rate: 2 }), beat(20, 60, { rate: 2 }), 15_000)).toEqual([40, 50]);
    expect(watchedBetween(beat(10, 40, { rate: 2 }), beat(20, 60, { rate: 2 }), 20_000)).toBeNull();
  });

  it('counts nothing while paused, hidden, or across a long silence', () => {
    expect(watchedThrough([beat(0, 0, { playing: false }), beat(10, 10)])).toEqual([]);
    expect(watchedThrough([beat(0, 0, { visible: false }), beat(10, 10)])).toEqual([]);
    expect(watchedThrough([beat(0, 0), beat(600, 600)])).toEqual([]);
  });
});

describe('verified share', () => {
  it('is the share both delivered and watched', () => {
    const delivered = mergeSections([[0, 90]]);
    const watched = mergeSections([[0, 100]]);
    expect(verifiedShare(delivered, watched, 100)).toBe(0.9);
    // Delivered but never watched (a buffer ahead of a stop) does not count.
    expect(verifiedShare(mergeSections([[0, 100]]), mergeSections([[0, 40]]), 100)).toBe(0.4);
    expect(verifiedShare([], watched, 100)).toBe(0);
    expect(verifiedShare(delivered, watched, 0)).toBe(0);
  });
});

describe('retention buckets', () => {
  it('marks every bucket a section touches, within the lecture', () => {
    const sections: [number, number][] = [
      [0, 10],
      [25, 31],
    ];
    expect([...coveredBuckets(sections, 10, 3)].sort()).toEqual([0, 2]);
    expect([...coveredBuckets(sections, 10, 4)].sort()).toEqual([0, 2, 3]);
  });
});
