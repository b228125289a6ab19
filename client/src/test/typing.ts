import type { UserEvent } from '@testing-library/user-event';

/**
 * Types `text` as one burst, with no pause between the keys, into a box whose text is sent once typing stops
 * (useUrlSearch). user-event's default pause (`delay: 0`) lets timers run between keys; on a loaded machine one key's
 * render can outlast the debounce, which then sends the partial text, as it should for a reader who pauses: a CI run
 * asked for '?search=figm', which no mock answered.
 */
export const typeInOneBurst = (user: UserEvent, box: HTMLElement, text: string) =>
  user.setup({ delay: null }).type(box, text);
