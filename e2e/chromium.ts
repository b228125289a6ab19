/**
 * The browsers the journeys drive: Debian's Chromium headless shell, the build Playwright itself drives headless
 * (without the full browser's window and compositor layers it took 17 % less CPU over five journey files on this
 * machine: 194 -> 161 CPU-s, the same 15 journeys passing; docs/testing.md), and the whole Chromium where a journey
 * needs what the shell lacks: notifications, which the shell denies to every page.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const WHOLE_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
