/**
 * The lecture screen as its tests open it: course `c-react` with two READY lectures, a subscriber who may watch them,
 * and the server's refusal for a learner who may not.
 */
import { screen } from '@testing-library/react';
import { LectureQuestionsQuery } from '../features/learning/discussions/discussionDocuments';
import { BookmarkedMomentsQuery, CourseNotesQuery } from '../features/learning/notes/notesDocuments';
import { CourseItemsQuery } from '../features/learning/quizzes/components/CourseItemsList';
import { CourseLecturesQuery } from '../features/media/lectures/documents';
import { RecordViewingHeartbeatMutation } from '../features/media/lectures/mutations/viewingHeartbeat';
import { DisplayLecturesPageQuery } from '../features/media/lectures/pages/DisplayLecturesPage';
import { AcquirePlaybackLeaseMutation } from '../features/media/lectures/player/playbackLease';
import { activeUser, courseProgressMock, makeCourse, renderWithCourse, type TestCourse } from './courseFixtures';
import { makeUser } from './fixtures';
import { leaseFields, makeLecture } from './lectureFixtures';
import { answeringEachTime, type Mocks, mock } from './mocks';

export const course = makeCourse({ numberOfLectures: 2 });
export const first = makeLecture(1, { title: 'Getting started' });
export const second = makeLecture(2, { title: 'Hooks in depth', description: 'useState, useEffect and friends.' });
export const lectures: Mocks[number] = mock({
  request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
  result: { data: { lectures: [first, second] } },
});
/** The screen's course (DisplayLecturesPageQuery), asked for when it opens from an address, the course not cached. */
export const courseById: Mocks[number] = mock({
  request: { query: DisplayLecturesPageQuery, variables: { id: 'c-react' } },
  result: { data: { course } },
});
export const subscriber = makeUser('USER', activeUser);
export const WATCH_DENIED = 'Subscribe to watch the lectures of this course';
export const forbidden: Mocks[number] = mock({
  request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
  result: { errors: [{ message: WATCH_DENIED, extensions: { code: 'FORBIDDEN' } }] },
});

export const video = () => screen.getByLabelText(/^Video of /);
export const lectureList = () => screen.getByRole('list', { name: 'Lectures' });

/**
 * What the lecture screen of course `c-react` asks for beside its lectures, whichever lecture plays, each time it asks:
 * the lecture's Q&A (no question yet), the course's quizzes (none), the caller's progress through the course (none
 * yet: `totalLectures` lectures), the caller's notes of the course (none) and an admin's bookmark counts (none),
 * a lease for the device before a lecture loads (a learner's, renewed every minute; an admin needs none, the server
 * answers null) and the viewing heartbeats' receipts. Put after a test's own mocks, which answer first.
 */
export const lectureScreenMocks = ({ admin = false, totalLectures = 2 } = {}): Mocks => [
  answeringEachTime(
    mock({
      request: { query: LectureQuestionsQuery, variables: ({ courseId }) => courseId === 'c-react' },
      result: {
        data: {
          courseQuestions: {
            __typename: 'PostConnection',
            totalCount: 0,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: [],
          },
        },
      },
    }),
  ),
  answeringEachTime(
    mock({
      request: { query: CourseNotesQuery, variables: { courseId: 'c-react' } },
      result: {
        data: {
          courseNotes: {
            __typename: 'CourseNotes',
            courseId: 'c-react',
            courseTitle: 'React',
            markdownUrl: '/course-notes/c-react.md',
            pdfUrl: '/course-notes/c-react.pdf',
            notes: [],
          },
        },
      },
    }),
  ),
  answeringEachTime(
    mock({
      request: { query: BookmarkedMomentsQuery, variables: () => true },
      result: { data: { bookmarkedMoments: [] } },
    }),
  ),
  answeringEachTime(
    mock({
      request: { query: CourseItemsQuery, variables: { id: 'c-react' } },
      result: { data: { course: { __typename: 'Course', id: 'c-react', items: [] } } },
    }),
  ),
  answeringEachTime(courseProgressMock(0, totalLectures)),
  answeringEachTime(
    mock({
      request: { query: AcquirePlaybackLeaseMutation, variables: () => true },
      result: ({ lectureId }) => ({
        data: { acquirePlaybackLease: admin ? null : leaseFields(`lease-${lectureId}`) },
      }),
    }),
  ),
  answeringEachTime(
    mock({
      request: { query: RecordViewingHeartbeatMutation, variables: () => true },
      result: { data: { recordViewingHeartbeat: { __typename: 'ViewingHeartbeat', verified: true } } },
    }),
  ),
];

/** renderWithCourse onto the lecture screen at `path`: the test's own mocks, then lectureScreenMocks for its session. */
export function renderLectureScreen(
  path: string,
  course: TestCourse | null,
  options: NonNullable<Parameters<typeof renderWithCourse>[2]> = {},
) {
  const { session } = options;
  const admin = session === 'ADMIN' || (typeof session === 'object' && session?.role === 'ADMIN');
  return renderWithCourse(path, course, {
    ...options,
    mocks: [...(options.mocks ?? []), ...lectureScreenMocks({ admin })],
  });
}
