import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homePageMocks } from '../../../../test/courseFixtures';
import { type MockResult, type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { DeleteAccountMutation } from '../mutations/useDeleteAccountMutation';
import { ExportMyDataQuery } from '../useDownloadMyData';

function renderProfile(mocks: Mocks = []) {
  return renderApp({
    path: '/user/profile',
    session: 'USER',
    mocks: [
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
      ...mocks,
      ...profileSectionsMocks(),
    ],
  });
}

const deletion = (password: string, result: MockResult<typeof DeleteAccountMutation>) =>
  mock({
    request: { query: DeleteAccountMutation, variables: { password } },
    result,
  });

async function openDeleteDialog(view: ReturnType<typeof renderProfile>) {
  const section = await screen.findByRole('region', { name: 'Your data' });
  await view.user.click(within(section).getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("'Your data' on the profile", () => {
  it("'Download my data' saves the server's JSON under the file name it suggests", async () => {
    const json = '{\n  "profile": { "email": "ada@example.com" }\n}';
    const saved: { name: string; blob: Blob | null } = { name: '', blob: null };
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob as Blob;
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    const view = renderProfile([
      mock({
        request: { query: ExportMyDataQuery },
        result: {
          data: {
            exportMyData: { __typename: 'AccountDataExport', filename: 'coursehub-data-2027-03-10.json', json },
          },
        },
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Your data' });
    await view.user.click(within(section).getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    expect(saved.name).toBe('coursehub-data-2027-03-10.json');
    expect(saved.blob?.type).toBe('application/json');
    expect(await saved.blob?.text()).toBe(json);
  });

  it("says so when the download fails, with the server's message", async () => {
    const view = renderProfile([
      mock({
        request: { query: ExportMyDataQuery },
        result: { errors: [{ message: 'Please log in to continue', extensions: { code: 'UNAUTHENTICATED' } }] },
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Your data' });
    await view.user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Please log in to continue')).toBeInTheDocument();
  });

  it('explains what deleting does and asks for the password; Keep my account closes it', async () => {
    const view = renderProfile();
    const dialog = await openDeleteDialog(view);
    expect(dialog).toHaveTextContent(
      'Your profile, picture, signed-in devices, learning progress, certificates and the messages you sent us are removed for good.',
    );
    expect(dialog).toHaveTextContent(
      "An active subscription is cancelled first, with the usual refund rules: what you paid this year is refunded in full if the year's payment was made within the last 14 days.",
    );
    expect(dialog).toHaveTextContent(
      'Records of your payments are kept for our accounts, without your name, email address, card or payment provider references.',
    );
    // Where focus starts is checked in a real browser (e2e/account-deletion.spec.ts): jsdom runs no focus trap.
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/user/profile');
  });

  it('asks for the password, and shows a wrong one on the field with the dialog still open', async () => {
    const view = renderProfile([
      deletion('wrong-password', {
        errors: [
          {
            message: 'Current password is incorrect',
            extensions: { code: 'BAD_USER_INPUT', field: 'password' },
          },
        ],
      }),
    ]);
    const dialog = await openDeleteDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const password = within(dialog).getByLabelText('Current password');
    expect(await within(dialog).findByText('Enter your password')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await view.user.type(password, 'wrong-password');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(view.store.getSnapshot().data).not.toBeNull();
    expect(view.router.state.location.pathname).toBe('/user/profile');
  });

  it.each([
    [false, false, 'Your account has been deleted.'],
    [
      true,
      true,
      "Your account has been deleted. Your subscription was cancelled and this year's payments refunded in full.",
    ],
    [
      true,
      false,
      "Your account has been deleted. Your subscription was cancelled; this year's payment was past the refund window, so it was not refunded.",
    ],
  ])(
    'deletes with the password, signs out and goes home saying so (subscription cancelled: %s, refunded: %s)',
    async (subscriptionCancelled, refunded, notice) => {
      const view = renderProfile([
        deletion('secret1!', {
          data: { deleteAccount: { __typename: 'DeleteAccountPayload', id: 'u-1', subscriptionCancelled, refunded } },
        }),
        ...homePageMocks,
      ]);
      const dialog = await openDeleteDialog(view);
      await view.user.type(within(dialog).getByLabelText('Current password'), 'secret1!');
      await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

      expect(await screen.findByText(notice)).toBeInTheDocument();
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
      await waitFor(() => expect(view.store.getSnapshot().data).toBeNull());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  );
});
