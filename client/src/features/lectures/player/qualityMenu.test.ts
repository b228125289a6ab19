import { MediaRenditionMenu } from 'media-chrome/menu';
import { afterEach, describe, expect, it } from 'vitest';
import { nameSlidesRendition } from './qualityMenu';

afterEach(() => {
  document.body.replaceChildren();
});

describe('the quality menu', () => {
  it('names the "slides + audio" rendition by its label, below every rung, and the rungs by their height', () => {
    const menu = new MediaRenditionMenu();
    document.body.append(menu);
    nameSlidesRendition(menu, 'Slides + audio');
    // As the controller hands the rendition list over: ids and sizes only (renditions.ts marks the slides' id).
    menu.setAttribute('mediarenditionlist', '0-slides:640:360 1:640:360 2:1280:720');
    menu.setAttribute('mediarenditionselected', '0-slides');
    // The menu writes its items into its shadow root's default slot.
    const items = [...(menu.shadowRoot?.querySelectorAll('media-chrome-menu-item') ?? [])];
    expect(items.map((item) => item.textContent)).toEqual(['720p', '360p', 'Slides + audio', 'Auto']);
    const checked = items.filter((item) => (item as HTMLElement & { checked: boolean }).checked);
    expect(checked.map((item) => item.textContent)).toEqual(['Slides + audio']);
  });
});
