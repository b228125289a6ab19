import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceOutbox } from '../../../../shared/outbox/outbox';
import { mock } from '../../../../test/mocks';
import { openAttempt } from '../../../../test/quizFixtures';
import { renderApp } from '../../../../test/renderApp';
import { QuizPage } from '../pages/QuizPage';
import { QuizPageQuery } from '../quizDocuments';

const quiz = (id: string, overrides: { timeLimitSeconds?: number | null; withPaper?: boolean } = {}) =>
  mock({
    request: { query: QuizPageQuery, variables: { id } },
    result: {
      data: {
        quiz: {
          __typename: 'Quiz',
          id,
          courseId: 'c-react',
          title: 'Hooks check',
          passMarkPercent: 70,
          attemptsAllowed: null,
          waitMinutes: 0,
          timeLimitSeconds: overrides.timeLimitSeconds ?? null,
          questionCount: 5,
          totalPoints: 10,
          attemptsLeft: null,
          nextAttemptAt: null,
          bestAttempt: null,
          myAttempts: [],
          offlinePaper:
            overrides.withPaper === false
              ? null
              : { __typename: 'OfflineQuizPaper', version: 3, questions: openAttempt().questions },
        },
      },
    },
  });

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
afterEach(() => vi.restoreAllMocks());

describe('QuizPage offline', () => {
  it('takes the quiz on its kept paper and keeps the answers on the device until it is back online', async () => {
    goOffline();
    const { user } = renderApp({
      path: '/quiz?id=q-hooks',
      session: 'USER',
      mocks: [quiz('q-hooks')],
      routes: [{ path: '/quiz', element: <QuizPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(
      await screen.findByText(
        'Your answers are saved on this device. They will be scored as soon as you are back online.',
      ),
    ).toBeVisible();
    // One set of answers waits per quiz: no second attempt until these are scored.
    expect(screen.queryByRole('button', { name: 'Start the quiz' })).toBeNull();
    await waitFor(() => expect(deviceOutbox()?.getSnapshot().items).toHaveLength(1));
    const [queued] = deviceOutbox()?.getSnapshot().items ?? [];
    expect(queued).toMatchObject({ kind: 'quizAttempt', quizId: 'q-hooks', quizTitle: 'Hooks check', version: 3 });
    expect(queued?.kind === 'quizAttempt' && queued.answers.find((answer) => answer.questionId === 'q3')).toMatchObject(
      {
        optionIds: ['true'],
      },
    );
  });

  it('says a quiz without a paper (a timed one) needs a connection, and offers no start', async () => {
    goOffline();
    renderApp({
      path: '/quiz?id=q-timed',
      session: 'USER',
      mocks: [quiz('q-timed', { timeLimitSeconds: 600, withPaper: false })],
      routes: [{ path: '/quiz', element: <QuizPage /> }],
    });
    expect(await screen.findByText('This quiz can only be taken online: connect to start it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the quiz' })).toBeNull();
  });
});
