/**
 * Test helpers of the course and lecture screens (imported by tests only, so never bundled): fixtures and a render
 * that opens a screen with a course in navigation state, as the app's own links do.
 */
import { CATALOGUE_DATA_ELEMENT_ID } from '@coursehub/shared';
import { act, screen } from '@testing-library/react';
import type { CourseSummaryFragment, LectureItemFragment } from '../../gql/graphql';
import { renderApp } from '../../test/renderApp';
import { courseState, type StateCourse } from './courseState';

export function makeCourse(overrides: Partial<CourseSummaryFragment> = {}): CourseSummaryFragment {
  return {
    __typename: 'Course',
    id: 'c-react',
    title: 'React from Scratch',
    description: 'Components, hooks and state, from the first line to a deployed app.',
    category: 'Web Development',
    createdBy: 'Jane Mentor',
    thumbnailUrl: '/files/thumbnails/react.png',
    numberOfLectures: 2,
    ...overrides,
  };
}

/** The catalogue as the server inlines it in /courses's HTML (any text, to test what is not a catalogue too). */
export function inlineCatalogue(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = CATALOGUE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

export function makeLecture(position: number, overrides: Partial<LectureItemFragment> = {}): LectureItemFragment {
  return {
    __typename: 'Lecture',
    id: `l-${position}`,
    courseId: 'c-react',
    title: `Lecture title ${position}`,
    description: `What lecture ${position} covers.`,
    videoUrl: `/files/videos/lecture-${position}.mp4?sig=abc`,
    position,
    ...overrides,
  };
}

export const activeUser = {
  subscription: { __typename: 'UserSubscription' as const, status: 'active', active: true },
};

type RenderOptions = Parameters<typeof renderApp>[0];

/** Renders the app at `/`, then navigates to `path` with `{ course }` (or the given state) in navigation state. */
export async function renderWithCourse(
  path: string,
  course: StateCourse | null,
  options: Omit<NonNullable<RenderOptions>, 'path'> = {},
) {
  const view = renderApp({ ...options, path: '/' });
  await screen.findByRole('heading', { name: /Online Courses/ });
  act(() => view.router.navigate(path, { state: course ? courseState(course) : null }));
  return view;
}

/** Mock for `Upload` files in tests: a File of `size` bytes. */
export const fileOfSize = (name: string, type: string, size = 16) => new File([new Uint8Array(size)], name, { type });
