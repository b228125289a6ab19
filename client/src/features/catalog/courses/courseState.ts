import type { ApolloClient } from '@apollo/client';
import { useLocation, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import type { CourseState_CourseFragment } from '../../../gql/graphql';
import { withQuery } from '../../../shared/coursePaths';

/**
 * The course record navigation state carries (spec section 2: the course is "passed along"; the dashboard's view
 * button passes "the whole course record"). A screen that passes it but does not show all of it spreads this fragment
 * in its query and reads the record with `readCourseState`.
 */
export const CourseStateFragment = graphql(`
  fragment CourseState_course on Course {
    id
    title
    description
    category
    createdBy
    thumbnailUrl
    numberOfLectures
    totalDurationSeconds
  }
`);

type CourseRecord = Omit<CourseState_CourseFragment, '__typename' | ' $fragmentName'>;

/**
 * A course as passed in navigation state: the record of it the sending screen holds (a catalogue card, a dashboard
 * row, a course screen). The receiving screen reads only its `id`: what it shows comes from the Apollo cache (its own
 * query, answered there when the sender loaded the fields), so a course changed since (a lecture added or deleted)
 * shows as it is now.
 */
export interface StateCourse extends Partial<CourseRecord> {
  id: string;
}

/**
 * The navigation state of /course/description, /course/displaylecture(s) and /course/addlecture (their addresses name
 * the course too: see `useCourseId`).
 */
export interface CourseLocationState {
  course: StateCourse;
  /** /course/displaylecture: the lecture the address names starts playing at once, from its saved position (Resume). */
  play?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The id of the course in a location's state, or null when none (or something else) was passed. */
export function courseIdFromState(state: unknown): string | null {
  const id = isRecord(state) && isRecord(state.course) ? state.course.id : null;
  return typeof id === 'string' && id ? id : null;
}

/** Whether the navigation asked the lecture screen to play its lecture at once (`play` in CourseLocationState). */
export const playsOnArrival = (state: unknown) => isRecord(state) && state.play === true;

/** The id of the course passed in navigation state, or null when none was. */
export function useCourseIdFromState(): string | null {
  return courseIdFromState(useLocation().state);
}

/** The search parameter that names the course in a course screen's address. */
export type CourseParam = 'id' | 'course';

/**
 * The course of a course screen: the one passed in navigation state, else the one its address names (`param`), so
 * that a shared, bookmarked or reloaded address opened without state shows its course. Null when neither names one.
 */
export function useCourseId(param: CourseParam): string | null {
  const fromState = useCourseIdFromState();
  const [searchParams] = useSearchParams();
  return fromState ?? (searchParams.get(param) || null);
}

/** The shareable address of a course's lecture screen, at one of its lectures when given. */
export const courseLecturesPath = (courseId: string, lectureId?: string) =>
  withQuery('/course/displaylecture', lectureId ? { course: courseId, lecture: lectureId } : { course: courseId });

/** The address of the form that adds a lecture to a course. */
export const addLecturePath = (courseId: string) => withQuery('/course/addlecture', { course: courseId });

/** The address of the queue that adds several lectures to a course at once. */
export const addLecturesPath = (courseId: string) => withQuery('/course/addlectures', { course: courseId });

/** Navigation state carrying a course: its record as the sender has it (all of it, or at least its id). */
export function courseState({ __typename: _, ...course }: StateCourse & { __typename?: string }): CourseLocationState {
  return { course };
}

/** Navigation state carrying the whole record of a course the cache holds (read through `CourseState_course`). */
export function readCourseState(client: ApolloClient, id: string): CourseLocationState {
  const course = client.readFragment({ fragment: CourseStateFragment, from: { __typename: 'Course', id } });
  return courseState(course ?? { id });
}
