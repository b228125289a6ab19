import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/** The browser's side of a passkey ceremony: the server's options (JSON text) in, the answer (JSON text) out. */
export const passkeysSupported = () => browserSupportsWebAuthn();

export async function createPasskey(optionsJson: string): Promise<string> {
  return JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) }));
}

/** With `autofill`, the browser offers the passkeys in the email field's suggestions (conditional UI). */
export async function assertPasskey(optionsJson: string, autofill = false): Promise<string> {
  return JSON.stringify(
    await startAuthentication({ optionsJSON: JSON.parse(optionsJson), useBrowserAutofill: autofill }),
  );
}

/** The user closed the browser's passkey dialog, or another ceremony replaced this one: nothing to report. */
export const isCancelledCeremony = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
