import type { ApolloLink } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeUser, makeCourse } from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { makeLecture } from '../../../../test/lectureFixtures';
import { renderLectureScreen } from '../../../../test/lectureScreen';
import { holding, type Mocks, mock } from '../../../../test/mocks';
import { courseState } from '../../../catalog/courses/courseState';
import { ManagedCategoriesQuery } from '../../../catalog/courses/documents';
import { EditCoursePageQuery } from '../../../catalog/courses/pages/EditCoursePage';
import { CourseLecturesQuery } from '../documents';
import { ReorderLecturesMutation } from '../mutations/useReorderLecturesMutation';

const course = makeCourse({ numberOfLectures: 3 });
const lectures = [
  makeLecture(1, { title: 'Getting started' }),
  makeLecture(2, { title: 'Hooks in depth' }),
  makeLecture(3, { title: 'Shipping it' }),
];
const listed: Mocks[number] = mock({
  request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
  result: { data: { lectures } },
});
const reordered = (lectureIds: string[], answer: 'ok' | 'refused' = 'ok'): Mocks[number] =>
  mock({
    request: { query: ReorderLecturesMutation, variables: { courseId: 'c-react', lectureIds } },
    result:
      answer === 'ok'
        ? {
            data: {
              reorderLectures: lectureIds.map((id, index) => ({
                __typename: 'Lecture' as const,
                id,
                position: index + 1,
              })),
            },
          }
        : {
            errors: [
              { message: 'Send every lecture of the course exactly once', extensions: { code: 'BAD_USER_INPUT' } },
            ],
          },
    // Late, so the list is seen in its new order before the server has answered.
    delay: 400,
  });

/** The lecture titles in the order the list shows them. */
const titles = () =>
  within(screen.getByRole('list', { name: 'Lectures' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[id^="lecture-title-"]')?.textContent);
const moveButton = (title: string, name: 'Move up' | 'Move down') =>
  screen.getByRole('button', { name, description: title });

async function renderAdmin(mocks: Mocks, links: ApolloLink[] = []) {
  const view = await renderLectureScreen('/course/displaylecture', course, {
    session: 'ADMIN',
    links,
    mocks: [listed, ...mocks],
  });
  await screen.findByRole('heading', { level: 2, name: 'Getting started' });
  return view;
}

/** The course as its edit form asks for it: nothing beyond the card's fields filled in. */
const courseToEdit: Mocks[number] = mock({
  request: { query: EditCoursePageQuery, variables: { id: 'c-react' } },
  result: {
    data: {
      course: {
        ...course,
        subtitle: null,
        outcomes: [],
        requirements: [],
        instructorBio: null,
        instructorAvatarUrl: null,
        requireVerifiedViewing: false,
      },
    },
  },
});

/** The categories the course form offers: none managed yet. */
const noCategories: Mocks[number] = mock({
  request: { query: ManagedCategoriesQuery },
  result: { data: { managedCategories: [] } },
});

describe('authoring on the lecture screen', () => {
  it("opens the course's edit form with 'Edit course' and a lecture's with its 'Edit lecture'", async () => {
    // The lecture screen is opened twice, and asks for its lectures each time; then the course's edit form opens.
    const { user, router } = await renderAdmin([listed, courseToEdit, noCategories]);
    await user.click(screen.getByRole('button', { name: 'Edit lecture', description: 'Hooks in depth' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/editlecture'));
    expect(router.state.location.search).toBe('?course=c-react&lecture=l-2');
    act(() => router.navigate('/course/displaylecture', { state: courseState(course) }));
    await user.click(await screen.findByRole('button', { name: 'Edit course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/edit'));
    expect(router.state.location.search).toBe('?id=c-react');
  });
});

describe('reordering lectures', () => {
  it("offers a drag handle, 'Move up' and 'Move down' per lecture to admins, the ends disabled", async () => {
    await renderAdmin([]);
    expect(screen.getByRole('button', { name: 'Reorder Hooks in depth' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
    expect(moveButton('Getting started', 'Move up')).toBeDisabled();
    expect(moveButton('Getting started', 'Move down')).toBeEnabled();
    expect(moveButton('Shipping it', 'Move down')).toBeDisabled();
    expect(moveButton('Hooks in depth', 'Move down')).toHaveAccessibleDescription('Hooks in depth');
  });

  it('hides them from learners', async () => {
    await renderLectureScreen('/course/displaylecture', course, {
      session: makeUser('USER', activeUser),
      mocks: [listed],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    expect(screen.queryByRole('button', { name: 'Move up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reorder / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit lecture' })).not.toBeInTheDocument();
  });

  it('moves a lecture at once, keeps the focus on the button and announces it; the order is saved', async () => {
    const { user } = await renderAdmin([reordered(['l-2', 'l-1', 'l-3'])]);
    await user.click(moveButton('Getting started', 'Move down'));
    expect(titles()).toEqual(['Hooks in depth', 'Getting started', 'Shipping it']);
    expect(screen.getByText('Getting started moved to position 2 of 3.')).toBeInTheDocument();
    expect(moveButton('Getting started', 'Move down')).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Failed to save the order of the lectures')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(titles()).toEqual(['Hooks in depth', 'Getting started', 'Shipping it']);
  });

  it("keeps the new order when a poll for a lecture's higher qualities was sent before it was saved", async () => {
    const pending = lectures.map((lecture, index) => (index === 0 ? { ...lecture, renditionsPending: true } : lecture));
    const answer = (items: typeof pending): Mocks[number] =>
      mock({
        request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
        result: { data: { lectures: items } },
      });
    // The screen's own request goes through; the poll's first one waits until the move is saved.
    const poll = holding('CourseLecturesQuery', { passing: 1 });
    const { user, client } = await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      links: [poll.link],
      mocks: [answer(pending), answer(pending), reordered(['l-2', 'l-1', 'l-3'])],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await poll.held;
    await user.click(moveButton('Getting started', 'Move down'));
    // Saved: the cache's own layer (not the optimistic one) holds the new order.
    const saved = () =>
      client.cache
        .readQuery({ query: CourseLecturesQuery, variables: { courseId: 'c-react' } }, false)
        ?.lectures.map((lecture) => lecture.id);
    await waitFor(() => expect(saved()).toEqual(['l-2', 'l-1', 'l-3']));
    // The poll answers now, in the order it was asked in: once its request has ended, the saved order still stands.
    poll.release();
    await waitFor(() => expect(poll.settled()).toBe(true));
    expect(saved()).toEqual(['l-2', 'l-1', 'l-3']);
    expect(titles()).toEqual(['Hooks in depth', 'Getting started', 'Shipping it']);
  });

  it('puts the old order back, with a notice, when the server refuses the new one', async () => {
    // The refusal waits until the new order has been seen, however long the click takes on a loaded machine.
    const save = holding('ReorderLecturesMutation');
    const { user } = await renderAdmin([reordered(['l-1', 'l-3', 'l-2'], 'refused')], [save.link]);
    await user.click(moveButton('Shipping it', 'Move up'));
    await save.held;
    expect(titles()).toEqual(['Getting started', 'Shipping it', 'Hooks in depth']);
    save.release();
    expect(await screen.findByText('Send every lecture of the course exactly once')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Getting started', 'Hooks in depth', 'Shipping it']));
  });
});
