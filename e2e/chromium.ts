import { CHROMIUM_FLAGS } from '../server/test/chromium-flags';

/**
 * The browsers the journeys drive: Debian's Chromium headless shell, the build Playwright itself drives headless
 * (without the full browser's window and compositor layers it took 17 % less CPU over five journey files on this
 * machine: 194 -> 161 CPU-s, the same 15 journeys passing; docs/testing.md), and the whole Chromium where a journey
 * needs what the shell lacks: notifications, which the shell denies to every page.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const WHOLE_CHROMIUM = '/usr/bin/chromium';

/** The journeys start videos from a script (`element.play()`), which Chromium refuses without this. */
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'];
