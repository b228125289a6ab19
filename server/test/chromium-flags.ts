/**
 * Chromium as the bench's browser parts (Lighthouse's and Playwright's) and the journeys run it on this machine: no
 * sandbox or GPU, nothing in the background.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
