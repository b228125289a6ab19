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
    // As the controller hands the rendition list over (renditions.ts marks the slides' id). The slides share the
    // smallest rung's height: the rung keeps its plain name, without the bitrate the menu adds to tell twins apart.
    menu.mediaRenditionList = [
      { id: '0-slides', width: 640, height: 360, bitrate: 140_000 },
      { id: '1', width: 640, height: 360, bitrate: 220_000 },
      { id: '2', width: 1280, height: 720, bitrate: 900_000 },
    ];
    menu.setAttribute('mediarenditionselected', '0-slides');
    // The menu writes its items into its shadow root's default slot.
    const items = [...(menu.shadowRoot?.querySelectorAll('media-chrome-menu-item') ?? [])];
    expect(items.map((item) => item.textContent)).toEqual(['720p', '360p', 'Slides + audio', 'Auto']);
    const checked = items.filter((item) => (item as HTMLElement & { checked: boolean }).checked);
    expect(checked.map((item) => item.textContent)).toEqual(['Slides + audio']);
  });
});
