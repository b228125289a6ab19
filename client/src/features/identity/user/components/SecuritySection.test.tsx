import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { EnableTotpMutation, ReauthenticateMutation, SecuritySettingsQuery } from '../../auth/mfa/documents';

const settings = {
  me: {
    __typename: 'User' as const,
    id: 'u-user',
    mfaEnabled: false,
    mfaSetupRequired: false,
    security: { __typename: 'SecuritySettings' as const, totpEnabled: false, recoveryCodesLeft: 0 },
    passkeys: [
      {
        __typename: 'Passkey' as const,
        id: 'pk-1',
        name: 'Work laptop',
        createdAt: '2027-03-10T12:00:00.000Z',
        lastUsedAt: null,
        backedUp: true,
      },
    ],
  },
};

const setup = {
  __typename: 'TotpSetup' as const,
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/CourseHub:ada@example.com?secret=JBSWY3DPEHPK3PXP',
  qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

/** The profile's Security section in a browser that can create passkeys, on the page at `address`. */
async function securityAt(address: string) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const { href, hostname } = new URL(address);
  vi.stubGlobal('location', { ...window.location, href, hostname });
  renderApp({
    path: '/user/profile',
    session: makeUser('USER'),
    mocks: [
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
      mock({ request: { query: SecuritySettingsQuery }, result: { data: settings } }),
      ...profileSectionsMocks(),
    ],
  });
  return screen.findByRole('region', { name: 'Security' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Security on the profile', () => {
  it('says why a passkey cannot be added on an IP address, with a link to the same page on localhost', async () => {
    const security = await securityAt('http://127.0.0.1:4000/user/profile#security');
    expect(within(security).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(security).toHaveTextContent(
      'Passkeys cannot be added on an IP address' +
        'This page is open at 127.0.0.1, and browsers create passkeys only for a site opened by its name. ' +
        'Open this page at localhost to add one.',
    );
    expect(within(security).getByRole('link', { name: 'Open this page at localhost' })).toHaveAttribute(
      'href',
      'http://localhost:4000/user/profile#security',
    );
    // The passkeys already there can still be renamed and removed.
    expect(within(security).getByRole('button', { name: 'Remove Work laptop' })).toBeEnabled();
  });

  it('asks for the domain name on an IP address that is not this machine', async () => {
    const security = await securityAt('http://192.168.1.20:4000/user/profile');
    expect(security).toHaveTextContent('Open CourseHub at its domain name to add one.');
    expect(within(security).queryByRole('link', { name: 'Open this page at localhost' })).not.toBeInTheDocument();
  });

  it('offers to add a passkey on a site opened by its name', async () => {
    const security = await securityAt('http://localhost:4000/user/profile');
    expect(within(security).getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(security).not.toHaveTextContent('Passkeys cannot be added');
  });

  it('asks a session signed in long ago to confirm it is the owner, then runs the change again', async () => {
    const { user } = renderApp({
      path: '/user/profile',
      session: makeUser('USER'),
      mocks: [
        mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
        mock({ request: { query: SecuritySettingsQuery }, result: { data: settings } }),
        mock({
          request: { query: EnableTotpMutation },
          result: {
            errors: [
              {
                message: 'For your security, this change needs a sign-in…',
                extensions: { code: 'REAUTHENTICATION_REQUIRED' },
              },
            ],
          },
        }),
        mock({
          request: { query: ReauthenticateMutation, variables: { input: { password: 'secret1!' } } },
          result: {
            data: { reauthenticate: { __typename: 'ReauthenticatePayload', until: '2027-03-10T12:05:00.000Z' } },
          },
        }),
        mock({ request: { query: EnableTotpMutation }, result: { data: { enableTotp: setup } } }),
        ...profileSectionsMocks(),
      ],
    });
    const security = await screen.findByRole('region', { name: 'Security' });
    const passkeys = within(security).getByRole('list', { name: 'Your passkeys' });
    expect(passkeys).toHaveTextContent('Work laptop');
    expect(passkeys).toHaveTextContent('Synced');
    expect(within(security).getByRole('button', { name: 'Remove Work laptop' })).toBeEnabled();

    await user.click(within(security).getByRole('button', { name: 'Set up authenticator app' }));
    const confirm = await within(security).findByRole('region', { name: "Confirm it's you" });
    await user.type(within(confirm).getByLabelText('Password'), 'secret1!');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(security).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      setup.qrCodeDataUrl,
    );
    expect(within(security).getByTestId('totp-secret')).toHaveTextContent(setup.secret);
    expect(within(security).queryByRole('region', { name: "Confirm it's you" })).not.toBeInTheDocument();
  });
});
