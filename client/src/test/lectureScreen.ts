/**
 * The lecture screen as its tests open it: course `c-react` with two READY lectures, a subscriber who may watch them,
 * and the server's refusal for a learner who may not.
 */
import { screen } from '@testing-library/react';
import { CourseLecturesQuery } from '../features/lectures/documents';
import { activeUser, makeCourse } from './courseFixtures';
import { makeUser } from './fixtures';
import { makeLecture } from './lectureFixtures';
import { type Mocks, mock } from './mocks';

export const course = makeCourse({ numberOfLectures: 2 });
export const first = makeLecture(1, { title: 'Getting started' });
export const second = makeLecture(2, { title: 'Hooks in depth', description: 'useState, useEffect and friends.' });
export const lectures: Mocks[number] = mock({
  request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
  result: { data: { lectures: [first, second] } },
});
export const subscriber = makeUser('USER', activeUser);
export const WATCH_DENIED = 'Subscribe to watch the lectures of this course';
export const forbidden: Mocks[number] = mock({
  request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
  result: { errors: [{ message: WATCH_DENIED, extensions: { code: 'FORBIDDEN' } }] },
});

export const video = () => screen.getByLabelText(/^Video of /);
export const lectureList = () => screen.getByRole('list', { name: 'Lectures' });
