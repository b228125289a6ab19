import { SsoProvidersQuery } from '../features/identity/auth/components/SsoButtons';
import { ReauthenticationMethodsQuery } from '../features/identity/auth/reauth/ReauthenticatePanel';
import type { Role, SessionUser } from '../features/identity/auth/session/sessionStore';
import { mock } from './mocks';

export function makeUser(role: Role = 'USER', overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    __typename: 'User',
    id: role === 'ADMIN' ? 'u-admin' : 'u-user',
    fullName: role === 'ADMIN' ? 'Grace Admin' : 'Ada Learner',
    email: role === 'ADMIN' ? 'admin@example.com' : 'ada@example.com',
    emailVerified: true,
    role,
    avatarUrl: null,
    locale: null,
    // The test browser's own: the account's time zone is already the browser's, so nothing is sent to align them.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    mfaSetupRequired: false,
    subscription: { __typename: 'UserSubscription', status: 'inactive', active: false },
    ...overrides,
  };
}

export const pngFile = (name = 'me.png') => new File(['png-bytes'], name, { type: 'image/png' });
export const pdfFile = (name = 'cv.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });
export const gifFile = (name = 'me.gif') => new File(['GIF89a'], name, { type: 'image/gif' });

/** The single sign-on providers above the login and signup forms (SsoProvidersQuery): none set up. */
export const noSsoProviders = mock({ request: { query: SsoProvidersQuery }, result: { data: { ssoProviders: [] } } });

/** The caller's factors besides the password, which "Confirm it's you" offers: an authenticator app, passkeys. */
export const reauthenticationMethods = ({ totp = false, passkeys = 0 }: { totp?: boolean; passkeys?: number } = {}) =>
  mock({
    request: { query: ReauthenticationMethodsQuery },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'u-admin',
          security: { __typename: 'SecuritySettings', totpEnabled: totp },
          passkeys: Array.from({ length: passkeys }, (_, index) => ({
            __typename: 'Passkey' as const,
            id: `pk-${index}`,
          })),
        },
      },
    },
  });
