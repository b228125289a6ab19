import { afterAll, beforeAll, expect } from 'vitest';
import { createUser } from './factories';
import { gql } from './graphql-client';
import { startTestApp, type TestApp } from './harness';

/** A learner's progress as the player writes it and the course page reads it (progress-writes, learner-progress). */
export const SAVE = /* GraphQL */ `
  mutation Save($lectureId: ID!, $positionSeconds: Float!) {
    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {
      lectureId positionSeconds completed completedAt updatedAt
    }
  }`;
export const SET_COMPLETED = /* GraphQL */ `
  mutation SetCompleted($lectureId: ID!, $completed: Boolean!) {
    setLectureCompleted(lectureId: $lectureId, completed: $completed) { lectureId positionSeconds completed }
  }`;
const COURSE_PROGRESS = /* GraphQL */ `
  query CourseProgress($id: ID!) {
    course(id: $id) {
      id
      progress {
        courseId completedLectures totalLectures percent
        nextLecture { id title position durationSeconds progress { positionSeconds completed } }
      }
    }
  }`;

export interface Progress {
  lectureId: string;
  positionSeconds: number;
  completed: boolean;
  completedAt?: string | null;
  updatedAt?: string;
}
interface CourseProgressData {
  course: {
    id: string;
    progress: {
      courseId: string;
      completedLectures: number;
      totalLectures: number;
      percent: number;
      nextLecture: {
        id: string;
        title: string;
        position: number;
        durationSeconds: number;
        progress: Pick<Progress, 'positionSeconds' | 'completed'> | null;
      } | null;
    } | null;
  };
}

/** The app of the progress suite that is running, set by useProgressApp: the calls below go to it. */
export let app: TestApp;

/** Starts the suite's own app before its tests and closes it after them. */
export function useProgressApp() {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
}

export const subscriber = () => createUser(app, { subscriptionStatus: 'active' });

export const save = (token: string | undefined, lectureId: string, positionSeconds: number) =>
  gql<{ saveLectureProgress: Progress }>(app, SAVE, { lectureId, positionSeconds }, { token });

export async function courseProgress(token: string | undefined, id: string) {
  const response = await gql<CourseProgressData>(app, COURSE_PROGRESS, { id }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.course.progress;
}
