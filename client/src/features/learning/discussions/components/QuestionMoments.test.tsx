import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { QuestionMoments } from './QuestionMoments';

describe('QuestionMoments', () => {
  it('marks each question at its share of the lecture, named, and plays from it when pressed', async () => {
    const onSeek = vi.fn();
    render(
      <Provider>
        <QuestionMoments
          durationSeconds={200}
          onSeek={onSeek}
          questions={[
            { id: 'p-1', title: 'Why twice?', videoSeconds: 50 },
            { id: 'p-2', title: 'Which hook?', videoSeconds: 150 },
            { id: 'p-3', title: 'Past the end', videoSeconds: 250 },
          ]}
        />
      </Provider>,
    );
    const timeline = screen.getByRole('group', { name: 'Questions on the video’s timeline' });
    expect(timeline).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Question at 0:50: Why twice?' });
    expect(first).toHaveStyle({ left: '25.00%' });
    expect(screen.getByRole('button', { name: 'Question at 2:30: Which hook?' })).toHaveStyle({ left: '75.00%' });
    expect(screen.queryByRole('button', { name: /Past the end/ })).not.toBeInTheDocument();
    await userEvent.click(first);
    expect(onSeek).toHaveBeenCalledWith(50);
  });

  it('shows nothing when no listed question has a moment', () => {
    const { container } = render(
      <Provider>
        <QuestionMoments durationSeconds={200} onSeek={() => undefined} questions={[]} />
      </Provider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
