import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { mock, mockClient } from '../../../../test/mocks';
import { openAttempt, submittedAttempt } from '../../../../test/quizFixtures';
import { StartQuizAttemptMutation, SubmitQuizAttemptMutation } from '../mutations/useQuizAttemptMutations';
import { InVideoQuestion } from './InVideoQuestion';

const single = openAttempt();
const oneQuestion = { ...single, questions: single.questions.slice(0, 1) };
const graded = submittedAttempt();
const gradedOne = {
  ...graded,
  questions: graded.questions.slice(0, 1),
  results: graded.results?.slice(0, 1) ?? null,
  scorePoints: 2,
  maxPoints: 2,
  scorePercent: 100,
  passed: true,
};

const started = mock({
  request: { query: StartQuizAttemptMutation, variables: { quizId: 'quiz-1' } },
  result: { data: { startQuizAttempt: oneQuestion } },
});
const answered = mock({
  request: {
    query: SubmitQuizAttemptMutation,
    variables: { attemptId: 'attempt-1', answers: [{ questionId: 'q1', optionIds: ['a'], text: null }] },
  },
  result: { data: { submitQuizAttempt: gradedOne } },
});

function renderQuestion(skippable: boolean, mocks = [started, answered]) {
  const onContinue = vi.fn();
  render(
    <ApolloProvider client={mockClient(mocks)}>
      <Provider>
        <InVideoQuestion
          quiz={{ id: 'quiz-1', title: 'Quick check', atSeconds: 75, skippable, passMarkPercent: 50 }}
          lectureTitle="Hooks in depth"
          onContinue={onContinue}
        />
      </Provider>
    </ApolloProvider>,
  );
  return { onContinue };
}

describe('InVideoQuestion', () => {
  it('asks where the video stopped, scores the answer on the server, explains it, then plays on', async () => {
    const user = userEvent.setup();
    const { onContinue } = renderQuestion(false);
    const heading = screen.getByRole('heading', { name: 'Quick check' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Question at 1:15 in the video')).toBeInTheDocument();
    // Not skippable: the only way on is to answer.
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { name: 'Your score: 100%' })).toBeInTheDocument();
    // Focus moves in an effect after the results render: on a busy machine a moment later.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Quick check' })).toHaveFocus());
    expect(screen.getByText('Why q1')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue watching' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('offers another attempt after a wrong answer, and says where the quiz is listed for later', async () => {
    const user = userEvent.setup();
    const wrong = mock({
      request: {
        query: SubmitQuizAttemptMutation,
        variables: { attemptId: 'attempt-1', answers: [{ questionId: 'q1', optionIds: ['a'], text: null }] },
      },
      result: { data: { submitQuizAttempt: { ...gradedOne, scorePoints: 0, scorePercent: 0, passed: false } } },
    });
    const again = mock({
      request: { query: StartQuizAttemptMutation, variables: { quizId: 'quiz-1' } },
      result: { data: { startQuizAttempt: { ...oneQuestion, id: 'attempt-2', number: 2 } } },
    });
    const { onContinue } = renderQuestion(false, [started, wrong, again]);
    await user.click(await screen.findByRole('radio', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { name: 'Your score: 0%' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Try again now, or later from the lecture list, where this quiz is listed under “Hooks in depth”.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'A' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('may be skipped when the instructor allows it', async () => {
    const user = userEvent.setup();
    const { onContinue } = renderQuestion(true);
    await screen.findByRole('radio', { name: 'A' });
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
