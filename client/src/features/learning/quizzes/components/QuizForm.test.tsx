import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { openAttempt } from '../../../../test/quizFixtures';
import { QuizForm } from './QuizForm';
import type { QuizAttempt } from './quizTypes';

function renderForm(attempt: QuizAttempt = openAttempt()) {
  const onSubmit = vi.fn();
  render(
    <Provider>
      <QuizForm attempt={attempt} title="Check your understanding" submitting={false} onSubmit={onSubmit} />
    </Provider>,
  );
  return { onSubmit };
}

describe('QuizForm', () => {
  it('labels each question as a group, by its text and what it asks', () => {
    renderForm();
    const single = screen.getByRole('group', { name: '1. Pick A' });
    expect(single).toHaveAccessibleDescription('Choose one answer. 2 points');
    expect(within(single).getAllByRole('radio')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: '2. Pick A and C' })).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Your answer: The Big Apple?' })).toBeInTheDocument();
  });

  it('is answered and submitted with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    // Single choice: Tab reaches the group, arrow keys choose within it.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'A' })).toBeChecked();
    // Multiple choice: each box with Space.
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    // True/false.
    await user.tab();
    await user.keyboard(' ');
    // Short answer.
    await user.tab();
    await user.keyboard('  new   York ');
    // Ordering: "1" is second; its Move up button puts it first, and focus stays on that item.
    const up = screen.getByRole('button', { name: 'Move up: 1' });
    up.focus();
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('group', { name: '5. Count up' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/[↑↓]/g, ''))).toEqual(['1.1', '2.2', '3.3']);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(onSubmit).toHaveBeenCalledWith([
      { questionId: 'q1', optionIds: ['a'], text: null },
      { questionId: 'q2', optionIds: ['ma', 'mc'], text: null },
      { questionId: 'q3', optionIds: ['true'], text: null },
      { questionId: 'q4', optionIds: [], text: '  new   York ' },
      { questionId: 'q5', optionIds: ['o1', 'o2', 'o3'], text: null },
    ]);
  });

  it('cannot move the first item up or the last one down', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Move up: 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: 3' })).toBeDisabled();
  });

  it('shows the time left when the quiz is timed, and submits when it runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { onSubmit } = renderForm(openAttempt({ secondsLeft: 2, deadlineAt: '2026-11-23T10:00:02.000Z' }));
      expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('0:02');
      await vi.advanceTimersByTimeAsync(2_500);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a blank submit with a message and sends nothing; an answer sends it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Answer at least one question before you submit: a blank submit would use an attempt.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
