import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noSsoProviders } from '../../../../test/fixtures';
import { type MockResult, type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { ResetPasswordMutation } from '../mutations/useResetPasswordMutation';

const INVALID_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';
const RESET_DONE = 'Your password has been reset. Please log in with the new password.';

async function renderReset({ mocks = [] as Mocks, loggedIn = false, path = '/reset-password?token=tok-1' } = {}) {
  const view = renderApp({ path, mocks, session: loggedIn ? 'USER' : null });
  const reset = async (next: string, confirm: string) => {
    await screen.findByRole('heading', { name: 'Reset your password' });
    if (next) await view.user.type(screen.getByLabelText('New password'), next);
    if (confirm) await view.user.type(screen.getByLabelText('Confirm new password'), confirm);
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
  };
  return { ...view, reset };
}

const resetMock = (result: MockResult<typeof ResetPasswordMutation>): Mocks[number] =>
  mock({
    request: { query: ResetPasswordMutation, variables: { token: 'tok-1', newPassword: 'fresh-pass1!' } },
    result,
  });

describe('ResetPasswordPage', () => {
  it('requires both fields, applies the shared password rule and checks the confirmation', async () => {
    const { reset, user } = await renderReset();
    await reset('', '');
    expect(await screen.findAllByText('Please fill all the details')).toHaveLength(2);
    await user.type(screen.getByLabelText('New password'), 'weakpass');
    await user.type(screen.getByLabelText('Confirm new password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText(
        'Password must be 6 - 16 characters long and have at least a number and a special character',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'fresh-pass1!');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-pass2!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sets the new password, says so and goes to /login', async () => {
    const { reset, router } = await renderReset({
      mocks: [
        resetMock({ data: { resetPassword: { __typename: 'ResetPasswordPayload', signedOut: false } } }),
        // The login page it goes to.
        noSsoProviders,
      ],
    });
    await reset('fresh-pass1!', 'fresh-pass1!');
    expect(await screen.findByText(RESET_DONE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login Page' })).toBeInTheDocument();
  });

  it('ends the session of a browser that was signed in: the server ended every session of the account', async () => {
    const { reset, router, store } = await renderReset({
      loggedIn: true,
      mocks: [
        resetMock({ data: { resetPassword: { __typename: 'ResetPasswordPayload', signedOut: true } } }),
        // The login page it goes to.
        noSsoProviders,
      ],
    });
    expect(store.getSnapshot().isLoggedIn).toBe(true);
    await reset('fresh-pass1!', 'fresh-pass1!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getSnapshot().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('says a used or expired link is no good, in place of the form, with a link to ask for a new one', async () => {
    const { reset, router } = await renderReset({
      mocks: [
        resetMock({ errors: [{ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }] }),
      ],
    });
    await reset('fresh-pass1!', 'fresh-pass1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows a password the server refuses under its field, and keeps the form', async () => {
    const refused = 'This password is too common. Please choose another.';
    const { reset } = await renderReset({
      mocks: [
        resetMock({ errors: [{ message: refused, extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } }] }),
      ],
    });
    await reset('fresh-pass1!', 'fresh-pass1!');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(refused).length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete, without asking the server', async () => {
    await renderReset({ path: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is incomplete. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
