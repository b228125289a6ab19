import { messages } from '@coursehub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gifFile, makeUser, pngFile } from '../../../../test/fixtures';
import { type MockResult, type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { ReauthenticateMutation } from '../../auth/mfa/documents';
import { RequestEmailChangeMutation } from '../../auth/mutations/useRequestEmailChangeMutation';
import { UpdateProfileMutation } from '../mutations/useUpdateProfileMutation';

async function renderEditProfile(mocks: Mocks = []) {
  const view = renderApp({ path: '/user/editprofile', session: 'USER', mocks });
  await screen.findByRole('heading', { name: 'Edit Profile' });
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Update profile' }));
  return { ...view, submit };
}

describe('EditProfilePage', () => {
  it('starts from the current name', async () => {
    await renderEditProfile();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Learner');
  });

  it("requires the full name and a new avatar with 'All Fields are mandatory'", async () => {
    const { submit, user } = await renderEditProfile();
    await user.clear(screen.getByLabelText('Full name'));
    await submit();
    expect(await screen.findAllByText('All Fields are mandatory')).toHaveLength(2);
  });

  it('keeps the format message on submit after a GIF was chosen, with the input cleared', async () => {
    const { submit } = await renderEditProfile();
    const input = screen.getByLabelText<HTMLInputElement>('New avatar');
    await userEvent.setup({ applyAccept: false }).upload(input, gifFile());
    expect(await screen.findByText(messages.unsupportedAvatar)).toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    await submit();
    expect(await screen.findByText(messages.unsupportedAvatar)).toBeInTheDocument();
    expect(screen.queryByText(messages.profileAllMandatory)).not.toBeInTheDocument();
  });

  it("rejects a name under 5 characters with 'Name cannot be of less than 5 characters'", async () => {
    const { submit, user } = await renderEditProfile();
    await user.upload(screen.getByLabelText('New avatar'), pngFile());
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await submit();
    expect(await screen.findByText('Name cannot be of less than 5 characters')).toBeInTheDocument();
  });

  it('updates the profile, reloads the user and goes to /user/profile', async () => {
    const avatar = pngFile();
    const updated = makeUser('USER', { fullName: 'Ada Byron', avatarUrl: '/files/avatars/new.png' });
    const { submit, user, router, store } = await renderEditProfile([
      mock({
        request: { query: UpdateProfileMutation, variables: { fullName: 'Ada Byron', avatar } },
        result: { data: { updateProfile: updated } },
      }),
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ user: updated }) } }),
      // Back on the profile page.
      ...profileSectionsMocks(),
    ]);
    await user.upload(screen.getByLabelText('New avatar'), avatar);
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Ada Byron');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
    expect(store.getSnapshot().data).toMatchObject({ fullName: 'Ada Byron', avatarUrl: '/files/avatars/new.png' });
    expect(await screen.findByRole('heading', { name: 'Ada Byron' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to update profile'", async () => {
    const { submit, user } = await renderEditProfile([
      mock({ request: { query: UpdateProfileMutation, variables: () => true }, error: new TypeError('offline') }),
    ]);
    await user.upload(screen.getByLabelText('New avatar'), pngFile());
    await submit();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });
});

describe("EditProfilePage's 'Change email'", () => {
  const SENT =
    'Check your inbox at ada@new.example.com: we have sent a confirmation link there. Your email changes once you open it.';
  const changeMock = (result: MockResult<typeof RequestEmailChangeMutation>, password = 'secret1!') =>
    mock({
      request: { query: RequestEmailChangeMutation, variables: { newEmail: 'ada@new.example.com', password } },
      result,
    });
  const fill = async (user: ReturnType<typeof userEvent.setup>, password = 'secret1!') => {
    const section = screen.getByRole('form', { name: 'Change email' });
    await user.type(within(section).getByLabelText('New email'), 'ada@new.example.com');
    await user.type(within(section).getByLabelText('Current password'), password);
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    return section;
  };

  it('says the current address, and checks the new one and the password before asking', async () => {
    const { user } = await renderEditProfile();
    const section = screen.getByRole('form', { name: 'Change email' });
    expect(within(section).getByText('Your email is ada@example.com.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('New email'), 'not-an-address');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(within(section).getByText(messages.fillAllDetails)).toBeInTheDocument();
  });

  it('mails the link and tells them to check the new inbox; the email is unchanged until then', async () => {
    const { user, store } = await renderEditProfile([
      changeMock({
        data: { requestEmailChange: { __typename: 'RequestEmailChangePayload', newEmail: 'ada@new.example.com' } },
      }),
    ]);
    const section = await fill(user);
    expect(await within(section).findByText(SENT)).toHaveAttribute('role', 'status');
    expect(within(section).getByLabelText('New email')).toHaveValue('');
    expect(store.getSnapshot().data?.email).toBe('ada@example.com');
  });

  it('proves a session signed in long ago with the password typed, then mails the link', async () => {
    const { user } = await renderEditProfile([
      changeMock({
        errors: [{ message: 'For your security…', extensions: { code: 'REAUTHENTICATION_REQUIRED' } }],
      }),
      mock({
        request: { query: ReauthenticateMutation, variables: { input: { password: 'secret1!' } } },
        result: {
          data: { reauthenticate: { __typename: 'ReauthenticatePayload', until: '2027-03-10T12:05:00.000Z' } },
        },
      }),
      changeMock({
        data: { requestEmailChange: { __typename: 'RequestEmailChangePayload', newEmail: 'ada@new.example.com' } },
      }),
    ]);
    const section = await fill(user);
    expect(await within(section).findByText(SENT)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('For your security…')).not.toBeInTheDocument();
  });

  it('shows a wrong password under its field', async () => {
    const { user } = await renderEditProfile([
      changeMock(
        {
          errors: [
            {
              message: 'Current password is incorrect',
              extensions: { code: 'BAD_USER_INPUT', field: 'password' },
            },
          ],
        },
        'wrong1!',
      ),
    ]);
    const section = await fill(user, 'wrong1!');
    expect(await within(section).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(section).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('');
  });

  it('shows an address another account uses under the email field', async () => {
    const { user } = await renderEditProfile([
      changeMock({
        errors: [
          {
            message: 'An account with this email already exists',
            extensions: { code: 'CONFLICT', field: 'newEmail' },
          },
        ],
      }),
    ]);
    const section = await fill(user);
    expect(await within(section).findByText('An account with this email already exists')).toBeInTheDocument();
    expect(within(section).getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true');
  });
});
