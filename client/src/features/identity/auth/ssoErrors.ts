import type { TFunction } from 'i18next';

/** The codes the server sends back to the login and profile pages (`?sso_error=<code>`, identity/sso/sso-sign-in.service.ts). */
const SSO_ERROR_CODES = [
  'unknown_provider',
  'expired',
  'cancelled',
  'failed',
  'no_email',
  'unverified_email',
  'domain_not_allowed',
  'already_linked',
  'rate_limited',
] as const;

type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

const isSsoErrorCode = (code: string): code is SsoErrorCode => (SSO_ERROR_CODES as readonly string[]).includes(code);

/** What a code means to the person who was sent back (an unknown code reads as `failed`); null without a code. */
export const ssoErrorText = (t: TFunction<'auth'>, code: string | null) =>
  code ? t(`sso.errors.${isSsoErrorCode(code) ? code : 'failed'}`) : null;
