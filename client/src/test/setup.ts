import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';
// The translator, in English: components outside App (rendered alone by a test) read it.
import { translator } from '../i18n/i18n';
import { LOCALE_COOKIE } from '../i18n/language';
import { bound } from './hang-bound';

// jsdom lacks a few browser APIs that Chakra/Zag and the avatar preview use.
// jsdom's window has a matchMedia property that reads undefined: checked by type, not by name.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// media-captions' cues extend the browser's VTTCue (every browser has one), which jsdom lacks: a cue's times and text.
if (!('VTTCue' in window)) {
  class VTTCue extends EventTarget {
    constructor(
      public startTime: number,
      public endTime: number,
      public text: string,
    ) {
      super();
    }
  }
  Object.defineProperty(window, 'VTTCue', { configurable: true, writable: true, value: VTTCue });
}

// media-chrome's elements style their parts (Element.part) and listen to the video's text tracks, which jsdom's list
// of them cannot do (it is not an event target, and jsdom never adds a track).
if (!('part' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'part', {
    get(this: Element) {
      const parts = () => new Set((this.getAttribute('part') ?? '').split(/\s+/).filter(Boolean));
      const write = (next: Set<string>) => this.setAttribute('part', [...next].join(' '));
      return {
        add: (...tokens: string[]) => write(new Set([...parts(), ...tokens])),
        remove: (...tokens: string[]) => write(new Set([...parts()].filter((token) => !tokens.includes(token)))),
        contains: (token: string) => parts().has(token),
        toggle: (token: string, force?: boolean) => {
          const next = parts();
          const on = force ?? !next.has(token);
          if (on) next.add(token);
          else next.delete(token);
          write(next);
          return on;
        },
      };
    },
  });
}
// jsdom runs no SVG animations (the player stops media-chrome's spinner clock): a clock that stays paused once paused.
if (!('pauseAnimations' in SVGSVGElement.prototype)) {
  const paused = new WeakSet<SVGSVGElement>();
  Object.assign(SVGSVGElement.prototype, {
    pauseAnimations(this: SVGSVGElement) {
      paused.add(this);
    },
    animationsPaused(this: SVGSVGElement) {
      return paused.has(this);
    },
  });
}
// jsdom's videoTracks and audioTracks are bare lists that media-tracks' polyfill (the player's quality menu) cannot
// fill; it supplies its own where they are missing, as in Chrome.
for (const name of ['videoTracks', 'audioTracks']) Reflect.deleteProperty(HTMLMediaElement.prototype, name);
const textTrackList = Object.getPrototypeOf(document.createElement('video').textTracks) as object;
if (!('addEventListener' in textTrackList)) {
  Object.assign(textTrackList, { addEventListener() {}, removeEventListener() {} });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub });
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', {
    // Replaceable: a test stubs it to scroll an element into reach (vi.stubGlobal).
    configurable: true,
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  });
}
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}

afterEach(async () => {
  cleanup();
  // Every notice goes at once, without the fade-out a dismissal has.
  toast.remove();
  window.localStorage.clear();
  // The next test starts in English, whatever this one chose: a language it picked (its cookie too) and a change still
  // loading its texts, which i18next drops once another change is asked for after it. The worker's files share the
  // translator and the document.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  await translator.changeLanguage('en');
});

// Lazy chunks and Chakra's renders are slow on a busy 2-core CI machine: 1 s (the default) was flaky, and so was 5 s
// once (a debounced search, then the new page's render, with the journeys running beside the suite at load ~20). A wait
// that passes takes what it takes; the limit only bounds how long a broken test hangs (wider on CI: ./hang-bound.ts).
configure({ asyncUtilTimeout: bound(10_000) });
