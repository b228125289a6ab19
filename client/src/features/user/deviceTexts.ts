import type { Confirmation } from '../../components/ConfirmDialog';

/** Texts of the profile's signed-in devices (the spec leaves them open). */
export const deviceTexts = {
  loadFailed: 'Could not load your signed-in devices.',
  unknownAddress: 'Unknown address',
  revokeFailed: 'Failed to sign out the device',
  revokeOthersFailed: 'Failed to sign out the other devices',
} as const;

/** The confirmation before signing out one other device. */
export const confirmRevokeSession = (device: string): Confirmation => ({
  title: 'Sign out device',
  message: `Sign out ${device}? It will need to log in again.`,
  confirmLabel: 'Sign out',
  cancelLabel: 'Keep signed in',
});

/** The confirmation before signing out every other device. */
export const confirmRevokeOtherSessions: Confirmation = {
  title: 'Sign out other devices',
  message:
    'Sign out of all other devices? Each of them will need to log in again. Your single sign-on providers are disconnected too.',
  confirmLabel: 'Sign out all',
  cancelLabel: 'Keep signed in',
};
