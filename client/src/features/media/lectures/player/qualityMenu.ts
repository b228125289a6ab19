import type { MediaRenditionMenu } from 'media-chrome/menu';
import { isSlidesRenditionId } from './renditions';

type MenuRendition = Parameters<MediaRenditionMenu['formatRendition']>[0];

/**
 * Teaches media-chrome's quality menu the "slides + audio" rendition (renditions.ts marks its id): the menu names a
 * rendition by its height ('360p') and lists the tallest first, which would show the slides as a second 360p. They
 * are named `slidesLabel` instead (in the item and in "Auto • …" while playing) and listed last, below the smallest
 * rung, where their bytes put them, and that rung keeps its plain name. The menu renders again when its list changes.
 */
export function nameSlidesRendition(menu: MediaRenditionMenu, slidesLabel: string): void {
  const menuClass = menu.constructor as typeof MediaRenditionMenu;
  menu.formatRendition = (rendition: MenuRendition, options) =>
    isSlidesRenditionId(rendition.id)
      ? menuClass.formatMenuItemText(slidesLabel, rendition)
      : menuClass.formatRendition(rendition, options);
  menu.compareRendition = (a: MenuRendition, b: MenuRendition) =>
    Number(isSlidesRenditionId(a.id)) - Number(isSlidesRenditionId(b.id)) || menuClass.compareRendition(a, b);
  // The menu adds a rendition's bitrate when another has its height ('360p (0.2 Mbps)'); the slides share the
  // smallest rung's height but are named apart, so they make no rung ambiguous.
  menu.showRenditionBitrate = (rendition: MenuRendition) =>
    menu.mediaRenditionList.some(
      (other) =>
        other !== rendition &&
        !isSlidesRenditionId(other.id) &&
        other.height === rendition.height &&
        other.bitrate !== rendition.bitrate,
    );
}
