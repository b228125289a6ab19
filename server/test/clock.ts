import type { Clock } from '../src/shared/clock';

/**
 * A clock that stands still until the test moves it, for startTestApp's `clock`: a rule's time passes by advance()
 * rather than by sleeping, and two readings in one step are equal.
 */
export class ManualClock implements Clock {
  #ms: number;

  constructor(start: Date = new Date()) {
    this.#ms = start.getTime();
  }

  now() {
    return new Date(this.#ms);
  }

  nowMs() {
    return this.#ms;
  }

  advance(ms: number) {
    this.#ms += ms;
  }

  set(date: Date) {
    this.#ms = date.getTime();
  }
}
