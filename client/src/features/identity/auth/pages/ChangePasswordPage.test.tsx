import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp, type TestRouter } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { ReauthenticateMutation } from '../mfa/documents';
import { ChangePasswordMutation } from '../mutations/useChangePasswordMutation';
import { PasswordChangeSsoLinksQuery } from './ChangePasswordPage';

async function renderChangePassword(mocks: Mocks = []) {
  const view = renderApp({ path: '/changepassword', session: 'USER', mocks });
  await screen.findByRole('heading', { name: 'Change Password' });
  const change = async (current: string, next: string, confirm: string) => {
    if (current) await view.user.type(screen.getByLabelText('Current password'), current);
    if (next) await view.user.type(screen.getByLabelText('New password'), next);
    if (confirm) await view.user.type(screen.getByLabelText('Confirm new password'), confirm);
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { ...view, change };
}

/** The profile page the learner returns to once the password is changed. */
const profilePage: Mocks = [
  mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
  ...profileSectionsMocks(),
];

/** The server changes the password from `input`. */
const passwordChanged = (input: { currentPassword: string; newPassword: string; keepSsoLinks: boolean }) =>
  mock({
    request: { query: ChangePasswordMutation, variables: { input } },
    result: {
      data: { changePassword: { __typename: 'AuthPayload', message: 'Password changed', user: makeUser('USER') } },
    },
  });

/** The change is said, and the learner is back on the profile. */
async function expectChangedAndBackOnProfile(router: TestRouter) {
  expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
}

describe('ChangePasswordPage', () => {
  it("requires all three fields with 'Please fill all the details'", async () => {
    const { change } = await renderChangePassword();
    await change('', '', '');
    expect(await screen.findAllByText('Please fill all the details')).toHaveLength(3);
  });

  it('applies the shared password rule to the new password', async () => {
    const { change } = await renderChangePassword();
    await change('old-pass1!', 'weakpass', 'weakpass');
    expect(
      await screen.findByText(
        'Password must be 6 - 16 characters long and have at least a number and a special character',
      ),
    ).toBeInTheDocument();
  });

  it("rejects a confirmation that differs with 'Passwords do not match'", async () => {
    const { change } = await renderChangePassword();
    await change('old-pass1!', 'new-pass1!', 'new-pass2!');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it("changes the password, shows 'Password changed successfully' and returns to the profile", async () => {
    const { change, router } = await renderChangePassword([
      passwordChanged({ currentPassword: 'old-pass1!', newPassword: 'new-pass1!', keepSsoLinks: false }),
      ...profilePage,
    ]);
    await change('old-pass1!', 'new-pass1!', 'new-pass1!');
    await expectChangedAndBackOnProfile(router);
  });

  it('re-authenticates with the current password when the sign-in is too old, then changes the password', async () => {
    const input = { currentPassword: 'old-pass1!', newPassword: 'new-pass1!', keepSsoLinks: false };
    const { change, router } = await renderChangePassword([
      mock({
        request: { query: ChangePasswordMutation, variables: { input } },
        result: { errors: [{ message: 'Needs a recent sign-in', extensions: { code: 'REAUTHENTICATION_REQUIRED' } }] },
      }),
      mock({
        request: { query: ReauthenticateMutation, variables: { input: { password: 'old-pass1!' } } },
        result: {
          data: { reauthenticate: { __typename: 'ReauthenticatePayload', until: '2027-03-10T12:05:00.000Z' } },
        },
      }),
      passwordChanged(input),
      ...profilePage,
    ]);
    await change('old-pass1!', 'new-pass1!', 'new-pass1!');
    await expectChangedAndBackOnProfile(router);
  });

  it('keeps the single sign-on providers only when the owner ticks to keep them', async () => {
    const me = {
      __typename: 'User' as const,
      id: 'u1',
      ssoLinks: [{ __typename: 'SsoLink' as const, providerId: 'acme', providerName: 'Acme ID' }],
    };
    const input = { currentPassword: 'old-pass1!', newPassword: 'new-pass1!', keepSsoLinks: true };
    const { change, user } = await renderChangePassword([
      mock({ request: { query: PasswordChangeSsoLinksQuery }, result: { data: { me } } }),
      passwordChanged(input),
      ...profilePage,
    ]);
    expect(
      await screen.findByText(/changing your password disconnects your single sign-on providers/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Keep signing in with Acme ID' }));
    await change('old-pass1!', 'new-pass1!', 'new-pass1!');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
  });
});
