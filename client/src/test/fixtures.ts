import { SsoProvidersQuery } from '../features/auth/components/SsoButtons';
import type { Role, SessionUser } from '../features/auth/session/sessionStore';
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
