import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';
import { ANNOUNCED_REQUESTS, announcementFor } from './shortcutAnnouncements';

/**
 * The text of the player's live region: what the last keyboard shortcut did. media-chrome's controller handles the
 * keys (space/k, j/l and arrows, f, m, c, < >) by dispatching requests on itself, which this listens to; requests sent
 * by the control buttons come from the buttons, whose labels and states already speak for themselves.
 */
export function useShortcutAnnouncements(controller: HTMLElement | null, media: HTMLMediaElement | null): string {
  const { t } = useTranslation('player');
  const { number } = useFormat();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!controller) return;
    const onRequest = (event: Event) => {
      if (event.target !== controller) return;
      const said = announcementFor(t, number, event.type, (event as CustomEvent<unknown>).detail, media);
      if (said !== null) setAnnouncement(said);
    };
    // Captured: the controller handles a request in its own listener, which may run first and change the state read.
    for (const type of ANNOUNCED_REQUESTS) controller.addEventListener(type, onRequest, { capture: true });
    return () => {
      for (const type of ANNOUNCED_REQUESTS) controller.removeEventListener(type, onRequest, { capture: true });
    };
  }, [controller, media, t, number]);
  return announcement;
}
