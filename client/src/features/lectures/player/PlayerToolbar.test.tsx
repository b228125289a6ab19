import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../components/ui/provider';
import { PlayerToolbar } from './PlayerToolbar';

const LEVELS = [
  { index: 0, height: 360, bitrate: 900_000, label: '360p' },
  { index: 1, height: 720, bitrate: 3_000_000, label: '720p' },
  { index: 2, height: 1080, bitrate: 5_500_000, label: '1080p' },
];

function renderToolbar(props: Partial<Parameters<typeof PlayerToolbar>[0]> = {}) {
  const onSelectLevel = vi.fn();
  const view = render(
    <Provider>
      <PlayerToolbar
        levels={LEVELS}
        selectedLevel={-1}
        playingLevel={1}
        onSelectLevel={onSelectLevel}
        rate={1}
        onRate={vi.fn()}
        {...props}
      />
    </Provider>,
  );
  return { ...view, onSelectLevel };
}

describe('PlayerToolbar', () => {
  it('offers Auto (naming the rendition playing) and each rendition, highest first', () => {
    renderToolbar();
    const quality = screen.getByLabelText('Quality');
    expect(
      within(quality)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto (720p)', '1080p', '720p', '360p']);
    expect(quality).toHaveValue('-1');
  });

  it('pins the chosen rendition, and hands the choice back with Auto', async () => {
    const user = userEvent.setup();
    const { onSelectLevel, rerender } = renderToolbar();
    await user.selectOptions(screen.getByLabelText('Quality'), '360p');
    expect(onSelectLevel).toHaveBeenLastCalledWith(0);
    rerender(
      <Provider>
        <PlayerToolbar
          levels={LEVELS}
          selectedLevel={0}
          playingLevel={0}
          onSelectLevel={onSelectLevel}
          rate={1}
          onRate={vi.fn()}
        />
      </Provider>,
    );
    expect(screen.getByLabelText('Quality')).toHaveValue('0');
    await user.selectOptions(screen.getByLabelText('Quality'), 'Auto (360p)');
    expect(onSelectLevel).toHaveBeenLastCalledWith(-1);
  });

  it('shows no quality menu without a ladder', () => {
    renderToolbar({ levels: [] });
    expect(screen.queryByLabelText('Quality')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Speed')).toBeInTheDocument();
  });
});
