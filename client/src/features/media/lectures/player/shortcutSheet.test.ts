import { describe, expect, it } from 'vitest';
import 'media-chrome/media-keyboard-shortcuts-dialog';
import { SEEK_STEP_SECONDS } from './shortcutAnnouncements';

describe("the player's shortcut sheet", () => {
  it('says the step the arrow keys and J and L seek', () => {
    // The controller makes its sheet this way the first time Shift+? is pressed.
    const sheet = document.createElement('media-keyboard-shortcuts-dialog');
    document.body.append(sheet);
    const text = sheet.shadowRoot?.textContent ?? '';
    expect(text).toContain(`Seek back ${SEEK_STEP_SECONDS} s`);
    expect(text).toContain(`Seek forward ${SEEK_STEP_SECONDS} s`);
    expect(text).not.toContain('10s');
    sheet.remove();
  });
});
