import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { QuizListEntry } from '../components/CourseItemsList';
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
