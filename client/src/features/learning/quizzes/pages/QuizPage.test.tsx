import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mock } from '../../../../test/mocks';
import { submittedAttempt } from '../../../../test/quizFixtures';
import { renderApp } from '../../../../test/renderApp';
import { CourseItemsQuery, QuizListEntry } from '../components/CourseItemsList';
import { QuizPageQuery } from '../quizDocuments';
import { QuizPage } from './QuizPage';

const gone = mock({
  request: { query: QuizPageQuery, variables: { id: 'q-gone' } },
  result: { errors: [{ message: 'Quiz not found', extensions: { code: 'NOT_FOUND' } }] },
});

/** The removed quiz's screen: a centred empty state that is the page's heading and is announced. */
async function emptyState() {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 1, name: 'This quiz is no longer available' })).toBeVisible();
  return alert;
}

describe('QuizPage of a removed quiz', () => {
  it('leads back to the course the learner came from', async () => {
    const { user } = renderApp({
      path: '/course',
      session: 'USER',
      mocks: [gone],
      routes: [
        {
          path: '/course',
          element: (
            <QuizListEntry
              courseId="c-react"
              quiz={{ id: 'q-gone', title: 'Hooks check', questionCount: 3, atSeconds: null }}
            />
          ),
        },
        { path: '/quiz', element: <QuizPage /> },
      ],
    });
    await user.click(screen.getByRole('link', { name: 'Hooks check' }));
    const alert = await emptyState();
    expect(within(alert).getByRole('link', { name: 'Back to the course' })).toHaveAttribute(
      'href',
      '/course/description?id=c-react',
    );
  });

  it('leads to the catalogue from an address alone, which names no course', async () => {
    renderApp({ path: '/quiz?id=q-gone', session: 'USER', mocks: [gone] });
    const alert = await emptyState();
    expect(within(alert).getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/courses');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('QuizPage of a passed quiz', () => {
  const passed = { ...submittedAttempt(), scorePoints: 8, scorePercent: 80, passed: true };
  const quizMock = mock({
    request: { query: QuizPageQuery, variables: { id: 'q-hooks' } },
    result: {
      data: {
        quiz: {
          __typename: 'Quiz',
          id: 'q-hooks',
          courseId: 'c-react',
          title: 'Hooks check',
          passMarkPercent: 70,
          attemptsAllowed: null,
          waitMinutes: 0,
          timeLimitSeconds: null,
          questionCount: 5,
          totalPoints: 10,
          attemptsLeft: null,
          nextAttemptAt: null,
          bestAttempt: { __typename: 'QuizAttempt', id: passed.id, number: 1, scorePercent: 80, passed: true },
          myAttempts: [passed],
          offlinePaper: null,
        },
      },
    },
  });
  const lecture = (id: string, title: string) => ({
    __typename: 'CourseItem' as const,
    kind: 'LECTURE' as const,
    lecture: { __typename: 'CurriculumLecture' as const, id, title, durationSeconds: 300 },
    quiz: null,
  });
  const hooksQuiz = {
    __typename: 'CourseItem' as const,
    kind: 'QUIZ' as const,
    lecture: null,
    quiz: { __typename: 'Quiz' as const, id: 'q-hooks', title: 'Hooks check', questionCount: 5, atSeconds: null },
  };

  const itemsMock = (items: (ReturnType<typeof lecture> | typeof hooksQuiz)[]) =>
    mock({
      request: { query: CourseItemsQuery, variables: { id: 'c-react' } },
      result: { data: { course: { __typename: 'Course', id: 'c-react', items } } },
    });
  it('leads on to the next lecture as its main button, with another attempt beside it', async () => {
    renderApp({
      path: '/quiz?id=q-hooks',
      session: 'USER',
      mocks: [quizMock, itemsMock([lecture('l-1', 'Intro to state'), hooksQuiz, lecture('l-2', 'Effects in depth')])],
    });
    const next = await screen.findByRole('link', { name: 'Next lecture: Effects in depth' });
    expect(next).toHaveAttribute('href', '/course/displaylecture?course=c-react&lecture=l-2');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(next.compareDocumentPosition(retry) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leads back to the course after its last item', async () => {
    renderApp({
      path: '/quiz?id=q-hooks',
      session: 'USER',
      mocks: [quizMock, itemsMock([lecture('l-1', 'Intro'), hooksQuiz])],
    });
    // The main button below the quiz, besides the link above its title.
    const back = await screen.findAllByRole('link', { name: 'Back to the course' });
    expect(back).toHaveLength(2);
    expect(back[1]).toHaveAttribute('href', '/course/description?id=c-react');
  });
});
