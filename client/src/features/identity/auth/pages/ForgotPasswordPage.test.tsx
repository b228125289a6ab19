import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../i18n/i18n';
import { noSsoProviders } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { RequestPasswordResetMutation } from '../mutations/useRequestPasswordResetMutation';

const resetRequested = translator.getFixedT('en', 'auth')('forgotPassword.sent');

async function renderForgotPassword(mocks: Mocks = []) {
  const view = renderApp({ path: '/forgot-password', mocks });
  await screen.findByRole('heading', { name: 'Forgot password' });
  const request = async (email: string) => {
    if (email) await view.user.type(screen.getByLabelText('Email'), email);
    await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  };
  return { ...view, request };
}

const answered = (email: string): Mocks[number] =>
  mock({
    request: { query: RequestPasswordResetMutation, variables: { email } },
    result: { data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', email } } },
  });

describe('ForgotPasswordPage', () => {
  it("is linked from the login page as 'Forgot password?'", async () => {
    const { user, router } = renderApp({ path: '/login', mocks: [noSsoProviders] });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('requires a valid email with the signup messages', async () => {
    const { request, user } = await renderForgotPassword();
    await request('');
    expect(await screen.findByText('Please fill all the details')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it.each([
    ['an account', 'ada@example.com'],
    ['no account', 'nobody@example.com'],
  ])('says the same thing whether %s has the email', async (_case, email) => {
    const { request } = await renderForgotPassword([answered(email)]);
    await request(email);
    expect(await screen.findByRole('status')).toHaveTextContent(resetRequested);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's refusal when there were too many requests, and keeps the form", async () => {
    const { request } = await renderForgotPassword([
      mock({
        request: { query: RequestPasswordResetMutation, variables: { email: 'ada@example.com' } },
        result: {
          errors: [
            { message: 'Too many attempts. Please try again later.', extensions: { code: 'TOO_MANY_REQUESTS' } },
          ],
        },
      }),
    ]);
    await request('ada@example.com');
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(resetRequested)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it("falls back to 'Failed to send the reset link' when the server cannot be reached", async () => {
    const { request } = await renderForgotPassword([
      mock({
        request: { query: RequestPasswordResetMutation, variables: { email: 'ada@example.com' } },
        error: new TypeError('Failed to fetch'),
      }),
    ]);
    await request('ada@example.com');
    expect(await screen.findByText('Failed to send the reset link')).toBeInTheDocument();
  });
});
