/**
 * Lecture fixtures for the lecture screens' tests (imported by tests only, so never bundled): a lecture with every
 * field the screen reads, READY as learners see them.
 */
import type { Unmasked } from '@apollo/client';
import type { CourseLecturesQueryQuery } from '../gql/graphql';

/** A lecture with every field the lecture screen shows. */
export type TestLecture = Unmasked<CourseLecturesQueryQuery>['lectures'][number];

export function makeLecture(position: number, overrides: Partial<TestLecture> = {}): TestLecture {
  return {
    __typename: 'Lecture',
    id: `l-${position}`,
    title: `Lecture title ${position}`,
    description: `What lecture ${position} covers.`,
    videoUrl: `/media/lectures/l-${position}`,
    hlsUrl: null,
    posterUrl: null,
    storyboardUrl: null,
    chaptersTrackUrl: null,
    handoutUrl: null,
    slides: [],
    status: 'READY',
    processingProgress: null,
    captions: [],
    questions: [],
    failureReason: null,
    renditionsPending: null,
    renditionsFailureReason: null,
    durationSeconds: 60 * position + 5,
    freePreview: false,
    progress: null,
    ...overrides,
  };
}

/** The caller's saved place in lecture `l-<position>`, as the server answers it. */
export function makeProgress(position: number, positionSeconds: number, completed = false) {
  return { __typename: 'LectureProgress' as const, lectureId: `l-${position}`, positionSeconds, completed };
}

/** A device's playback lease as the server grants it, to renew every `renewAfterSeconds` while it plays. */
export const leaseFields = (id: string, renewAfterSeconds = 60) => ({
  __typename: 'PlaybackLease' as const,
  id,
  expiresAt: new Date(Date.now() + 150_000).toISOString(),
  renewAfterSeconds,
});

/** A video file of `size` bytes whose first bytes are its format's (an MP4's or MOV's `ftyp` box, a WEBM's EBML id). */
export function videoFile(name: string, type = 'video/mp4', size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(type === 'video/webm' ? [0x1a, 0x45, 0xdf, 0xa3] : [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]);
  return new File([bytes], name, { type });
}
