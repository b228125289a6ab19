import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CourseItemsQuery } from './CourseItemsList';
import { CourseQuizzes } from './CourseQuizzes';

const itemsOf = (quizTitles: string[]) =>
  mock({
    request: { query: CourseItemsQuery, variables: { id: 'course-1' } },
    result: {
      data: {
        course: {
          __typename: 'Course',
          id: 'course-1',
          items: [
            {
              __typename: 'CourseItem',
              kind: 'LECTURE',
              lecture: { __typename: 'CurriculumLecture', id: 'lecture-1', title: 'Variables', durationSeconds: 95 },
              quiz: null,
            },
            ...quizTitles.map((title, index) => ({
              __typename: 'CourseItem' as const,
              kind: 'QUIZ' as const,
              lecture: null,
              quiz: { __typename: 'Quiz' as const, id: `quiz-${index + 1}`, title, questionCount: 3, atSeconds: null },
            })),
          ],
        },
      },
    },
  });

const page = (admin: boolean) => [{ path: '/', element: <CourseQuizzes courseId="course-1" admin={admin} /> }];

describe('CourseQuizzes', () => {
  it("lists the course's quizzes in order, each a link to take it, and says the certificate needs them", async () => {
    renderApp({ routes: page(false), mocks: [itemsOf(['Variables check', 'Final check'])] });
    const list = await screen.findByRole('list', { name: 'Quizzes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Variables check', 'Final check']);
    expect(links[0]).toHaveAttribute('href', '/quiz?id=quiz-1');
    expect(screen.getByText('Pass every quiz to earn the certificate.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a quiz' })).not.toBeInTheDocument();
  });

  it('offers ADMINs a quiz to add, even before the course has one', async () => {
    renderApp({ session: 'ADMIN', routes: page(true), mocks: [itemsOf([])] });
    expect(await screen.findByRole('link', { name: 'Add a quiz' })).toHaveAttribute(
      'href',
      '/course/quiz/new?courseId=course-1',
    );
    expect(screen.queryByRole('list', { name: 'Quizzes' })).not.toBeInTheDocument();
  });
});
