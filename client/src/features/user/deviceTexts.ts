/** Notices of the profile's signed-in devices that the sign-out hooks raise (the spec leaves them open). */
export const deviceTexts = {
  revokeFailed: 'Failed to sign out the device',
  revokeOthersFailed: 'Failed to sign out the other devices',
} as const;
