import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { NextLectureOverlay } from './NextLectureOverlay';
import { ResumeOverlay } from './ResumeOverlay';
import { NEXT_LECTURE_SECONDS } from './useNextLectureCountdown';

const renderIn = (ui: React.ReactNode) => render(<Provider>{ui}</Provider>);

describe('ResumeOverlay', () => {
  it("offers 'Resume from 12:34' and 'Start over'", async () => {
    const onChoose = vi.fn();
    renderIn(<ResumeOverlay at={754} resumed={false} onChoose={onChoose} />);
    const choice = screen.getByRole('group', { name: 'Where to start' });
    expect(choice).toHaveAttribute('slot', 'centered-chrome');
    await userEvent.click(screen.getByRole('button', { name: 'Resume from 12:34' }));
    expect(onChoose).toHaveBeenLastCalledWith('saved');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onChoose).toHaveBeenLastCalledWith('beginning');
  });

  it('says where it resumed by itself, with only Start over to choose', () => {
    renderIn(<ResumeOverlay at={95} resumed onChoose={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Where to start' })).toHaveTextContent('Resumed from 1:35');
    expect(screen.queryByRole('button', { name: /^Resume from/ })).not.toBeInTheDocument();
  });
});

describe('NextLectureOverlay', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down and plays the next lecture once, at zero', () => {
    vi.useFakeTimers();
    const onPlay = vi.fn();
    renderIn(<NextLectureOverlay title="Hooks in depth" onPlay={onPlay} onCancel={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Next lecture' });
    expect(region).toHaveTextContent(`Next: Hooks in depth in ${NEXT_LECTURE_SECONDS} s`);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(region).toHaveTextContent(`in ${NEXT_LECTURE_SECONDS - 1} s`);
    // Each second is its own timer, set once the one before has been shown.
    for (let second = 1; second < NEXT_LECTURE_SECONDS; second += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    expect(onPlay).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('plays now or cancels', async () => {
    const onPlay = vi.fn();
    const onCancel = vi.fn();
    renderIn(<NextLectureOverlay title="Hooks in depth" onPlay={onPlay} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
