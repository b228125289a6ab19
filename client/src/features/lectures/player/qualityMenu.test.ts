import { MediaRenditionMenu } from 'media-chrome/menu';
import { describe, expect, it } from 'vitest';
import { nameSlidesRendition } from './qualityMenu';

describe('the quality menu', () => {
  it('names the "slides + audio" rendition by its label and lists it below every rung; others by their height', () => {
    const menu = new MediaRenditionMenu();
    nameSlidesRendition(menu, 'Slides + audio');
    const slides = { id: '0-slides', width: 640, height: 360 };
    const rungs = [
      { id: '1', width: 640, height: 360 },
      { id: '2', width: 1280, height: 720 },
    ];
    expect(menu.formatRendition(slides)).toBe('Slides + audio');
    expect(menu.formatRendition(rungs[0]!)).toBe('360p');
    expect([slides, ...rungs].sort((a, b) => menu.compareRendition(a, b)).map((rendition) => rendition.id)).toEqual([
      '2',
      '1',
      '0-slides',
    ]);
  });
});
