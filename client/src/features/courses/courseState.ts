import { useFragment } from '@apollo/client/react';
import { useLocation } from 'react-router';
import type { CourseSummaryFragment as CourseSummaryData } from '../../gql/graphql';
import { CourseSummaryFragment } from './documents';

/** The course fields of the `CourseSummary` fragment, as a plain type any screen's course record can satisfy. */
export interface CourseSummary {
  id: string;
  title: string;
  description: string;
  category: string;
  createdBy: string;
  thumbnailUrl: string;
  numberOfLectures: number;
}

/**
 * A course as passed in navigation state: `id` and `title` are required, the rest is shown when present. Other
 * screens (the admin dashboard's view button) may pass their own course record; the Apollo cache fills the gaps.
 */
export type StateCourse = Pick<CourseSummary, 'id' | 'title'> & Partial<CourseSummary>;

/** The navigation state of /course/description, /course/displaylecture(s) and /course/addlecture. */
export interface CourseLocationState {
  course: StateCourse;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The course in a location's state, or null when none (or something else) was passed. */
export function courseFromState(state: unknown): StateCourse | null {
  if (!isRecord(state) || !isRecord(state.course)) return null;
  const { id, title } = state.course;
  if (typeof id !== 'string' || !id || typeof title !== 'string') return null;
  return state.course as StateCourse;
}

const definedEntries = (value: object) => Object.entries(value).filter(([, item]) => item !== undefined);

/**
 * The course passed in navigation state, kept current from the Apollo cache: after adding or deleting a lecture the
 * mutation payload updates the cached Course (lecture count), and every screen reading it here follows.
 */
export function useCourseFromState(): StateCourse | null {
  const { state } = useLocation();
  const passed = courseFromState(state);
  const { data } = useFragment({
    fragment: CourseSummaryFragment,
    from: passed ? { __typename: 'Course', id: passed.id } : null,
  });
  if (!passed) return null;
  const { __typename: _, ...cached } = (data ?? {}) as Partial<CourseSummaryData>;
  return { ...passed, ...Object.fromEntries(definedEntries(cached)) };
}

/** Navigation state carrying a course. */
export const courseState = (course: StateCourse): CourseLocationState => ({ course });
