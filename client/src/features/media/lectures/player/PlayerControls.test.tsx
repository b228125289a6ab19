import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { showScreensIn } from '../../../../test/showScreensIn';
import { NextLectureOverlay } from './NextLectureOverlay';
import { PlayerControls } from './PlayerControls';

// The controls read the translator's language: shown in Hindi, then back to English for the tests after.
describe('PlayerControls in Hindi', () => {
  showScreensIn('hi');

  it("names the caption size menu, media-chrome's buttons and the next lecture's countdown in Hindi", () => {
    render(
      <Provider>
        <PlayerControls
          controllerRef={() => undefined}
          overlay={<NextLectureOverlay title="Hooks" onPlay={vi.fn()} onCancel={vi.fn()} />}
          savedFraction={null}
          captions
          captionSize="medium"
          onCaptionSize={vi.fn()}
        >
          {/* biome-ignore lint/a11y/useMediaCaption: the controls are under test, not a lecture's tracks. */}
          <video slot="media" />
        </PlayerControls>
      </Provider>,
    );
    const sizeButton = document.querySelector('media-chrome-menu-button');
    expect(sizeButton).toHaveAttribute('aria-label', 'कैप्शन का आकार');
    expect(screen.getByText('मध्यम')).toBeInTheDocument();
    // media-chrome's own buttons follow the controller's language, from the player namespace's dictionary.
    expect(document.querySelector('media-controller')).toHaveAttribute('lang', 'hi');
    // Play or pause, as jsdom's video leaves media-chrome unsure whether it is paused.
    expect(document.querySelector('media-play-button')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^(चलाएँ|रोकें)$/),
    );
    expect(screen.getByRole('region', { name: 'अगला लेक्चर' })).toHaveTextContent(/^अगला: Hooks \d+ सेकंड में/);
    expect(screen.getByRole('button', { name: 'अभी चलाएँ' })).toBeInTheDocument();
  });
});
