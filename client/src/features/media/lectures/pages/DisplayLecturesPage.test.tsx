import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  course,
  courseById,
  first,
  lectureList,
  lectureScreenMocks,
  lectures,
  renderLectureScreen,
  second,
  subscriber,
  video,
} from '../../../../test/lectureScreen';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CourseItemsQuery } from '../../../learning/quizzes/components/CourseItemsList';
import { CourseLecturesQuery } from '../documents';

describe('DisplayLecturesPage', () => {
  it('plays the first lecture initially and switches on click', async () => {
    const { user } = await renderLectureScreen('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    // Loaded once the device holds its lease.
    await waitFor(() => expect(video()).toHaveAttribute('src', first.videoUrl));
    expect(video()).toHaveAttribute('preload', 'metadata');
    // media-chrome's controls, not the browser's.
    expect(video()).toHaveAttribute('slot', 'media');
    expect(video()).not.toHaveAttribute('controls');
    expect(within(lectureList()).getByRole('button', { name: 'Getting started', current: true })).toBeInTheDocument();

    await user.click(within(lectureList()).getByRole('button', { name: 'Hooks in depth' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Hooks in depth' })).toBeInTheDocument();
    expect(screen.getByText('useState, useEffect and friends.')).toBeInTheDocument();
    // The next lecture's file too waits for the lease (a CI run under load once read it before it came).
    await waitFor(() => expect(video()).toHaveAttribute('src', second.videoUrl));
    expect(within(lectureList()).getByRole('button', { name: 'Hooks in depth', current: true })).toBeInTheDocument();
    expect(within(lectureList()).getByRole('button', { name: 'Getting started', current: false })).toBeInTheDocument();
  });

  it("lists the course's quizzes in the lecture list, each after the lecture it follows", async () => {
    const lectureItem = (lecture: typeof first) => ({
      __typename: 'CourseItem' as const,
      kind: 'LECTURE' as const,
      quiz: null,
      lecture: {
        __typename: 'CurriculumLecture' as const,
        id: lecture.id,
        title: lecture.title,
        durationSeconds: lecture.durationSeconds,
      },
    });
    const quizItem = (id: string, title: string, atSeconds: number | null) => ({
      __typename: 'CourseItem' as const,
      kind: 'QUIZ' as const,
      lecture: null,
      quiz: { __typename: 'Quiz' as const, id, title, questionCount: 3, atSeconds },
    });
    const items = mock({
      request: { query: CourseItemsQuery, variables: { id: 'c-react' } },
      result: {
        data: {
          course: {
            __typename: 'Course',
            id: 'c-react',
            items: [
              lectureItem(first),
              quizItem('quiz-1', 'Basics check', 75),
              lectureItem(second),
              quizItem('quiz-2', 'Final quiz', null),
            ],
          },
        },
      },
    });
    await renderLectureScreen('/course/displaylecture', course, { session: subscriber, mocks: [items, lectures] });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    const list = lectureList();
    await within(list).findByRole('link', { name: 'Quiz: Basics check' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => within(row).queryByRole('button', { name: /./ })?.textContent ?? row.textContent);
    expect(rows).toEqual([
      expect.stringContaining('Getting started'),
      'QuizBasics checkIn the video at 1:15',
      expect.stringContaining('Hooks in depth'),
      'QuizFinal quiz3 questions',
    ]);
    expect(within(list).getByRole('link', { name: 'Quiz: Final quiz' })).toHaveAttribute('href', '/quiz?id=quiz-2');
    expect(within(list).getByRole('link', { name: 'Quiz: Basics check' })).toHaveAccessibleDescription(
      'In the video at 1:15',
    );
  });

  it('wraps a long title or description anywhere, so a phone-wide screen does not grow wider', async () => {
    await renderLectureScreen('/course/displaylecture', course, { session: 'ADMIN', mocks: [lectures] });
    const heading = await screen.findByRole('heading', { level: 1, name: course.title });
    expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
    const lectureHeading = await screen.findByRole('heading', { level: 2, name: first.title });
    expect(getComputedStyle(lectureHeading).overflowWrap).toBe('anywhere');
  });

  it('puts the lecture picked in the address, keeping the navigation state', async () => {
    const { user, router } = await renderLectureScreen('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures],
    });
    await user.click(
      await within(await screen.findByRole('list', { name: 'Lectures' })).findByRole('button', {
        name: 'Hooks in depth',
      }),
    );
    expect(router.state.location.search).toBe('?course=c-react&lecture=l-2');
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-react' } });
  });

  it.each(['/course/displaylecture', '/course/displaylectures'])(
    'opens the course and lecture its address names without navigation state (%s, a reload)',
    async (path) => {
      renderApp({
        path: `${path}?course=c-react&lecture=l-2`,
        session: subscriber,
        mocks: [lectures, courseById, ...lectureScreenMocks()],
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Hooks in depth' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
      expect(within(lectureList()).getByRole('button', { name: 'Hooks in depth', current: true })).toBeInTheDocument();
    },
  );

  it("also answers on /course/displaylectures and notifies 'Fetching course lectures'", async () => {
    await renderLectureScreen('/course/displaylectures', course, {
      session: subscriber,
      mocks: [{ ...lectures, delay: 400 }],
    });
    expect(await screen.findByText('Fetching course lectures')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    // A dismissed notice leaves after its exit delay.
    await waitFor(() => expect(screen.queryByText('Fetching course lectures')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it("falls back to 'Failed to load the lectures'", async () => {
    await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [
        mock({ request: { query: CourseLecturesQuery, variables: () => true }, error: new TypeError('offline') }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the lectures');
  });

  it("says a deleted lecture's link is no longer available rather than play another under its id", async () => {
    const { user, router } = await renderLectureScreen('/course/displaylecture?course=c-react&lecture=l-gone', course, {
      session: subscriber,
      mocks: [lectures],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This lecture is no longer available');
    expect(screen.queryByRole('heading', { level: 2, name: 'Getting started' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Go to the course's first lecture" }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?course=c-react');
  });

  it('returns to /courses when no course was passed', async () => {
    const { router } = await renderLectureScreen('/course/displaylecture', null, { session: 'ADMIN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });

  it("shows each lecture's length and the course's total length of its ready lectures", async () => {
    await renderLectureScreen('/course/displaylecture', course, { session: subscriber, mocks: [lectures] });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    // makeLecture: 65 s and 125 s.
    const row = within(lectureList()).getByRole('button', { name: 'Getting started' });
    expect(row).toHaveTextContent('1:05');
    expect(row).toHaveAccessibleDescription('1 min');
    expect(screen.getByText('Total length: 3 min')).toBeInTheDocument();
  });
});
