/** What the playback guard tells a learner; the client shows the server's text as is. */
export const streamsBusyMessage = (devices: number) =>
  `Your account is already playing on ${devices} other ${devices === 1 ? 'device' : 'devices'}.`;
export const PLAYBACK_MOVED_MESSAGE = 'Playback moved to another device.';
