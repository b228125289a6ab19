import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { submittedAttempt } from '../../../../test/quizFixtures';
import { QuizResults } from './QuizResults';

describe('QuizResults', () => {
  it('shows the score against the pass mark, each verdict, the right answers and the explanations', () => {
    render(
      <Provider>
        <QuizResults attempt={submittedAttempt()} passMarkPercent={70} />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Your score: 30%' })).toBeInTheDocument();
    expect(screen.getByText('Not passed yet')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Correct · 2/2')).toBeInTheDocument();
    // A right answer shows no "correct answer" line.
    expect(within(items[0] as HTMLElement).queryByText('Correct answer')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Partly correct · 1/2')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('A + C')).toBeInTheDocument();
    expect(within(items[3] as HTMLElement).getByText('New York or NYC')).toBeInTheDocument();
    expect(within(items[4] as HTMLElement).getByText('No answer')).toBeInTheDocument();
    expect(within(items[4] as HTMLElement).getByText('1 → 2 → 3')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Why q3')).toBeInTheDocument();
  });
});
