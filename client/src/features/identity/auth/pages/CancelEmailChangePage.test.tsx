import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CancelEmailChangeMutation } from '../mutations/useCancelEmailChange';
import { MeQuery } from '../session/documents';

const CANCELLED =
  'The email change is cancelled: your account keeps this address. If you did not ask for it, change your password.';
const INVALID_LINK =
  'This link no longer cancels anything: the change was already confirmed or cancelled, or the link has expired.';

const cancelled: Mocks[number] = mock({
  request: { query: CancelEmailChangeMutation, variables: { token: 'tok-1' } },
  result: {
    data: { cancelEmailChange: { __typename: 'CancelEmailChangePayload', cancelledAt: '2027-03-10T12:00:00.000Z' } },
  },
});
const refused: Mocks[number] = mock({
  request: { query: CancelEmailChangeMutation, variables: { token: 'tok-1' } },
  result: { errors: [{ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }] },
});

describe('CancelEmailChangePage', () => {
  it('cancels nothing as it opens (a mail scanner may fetch the link), only when the button is pressed', async () => {
    // No mock for the mutation: sending it on opening would fail the page with the fallback message.
    renderApp({ path: '/cancel-email-change?token=tok-1' });
    expect(await screen.findByRole('heading', { name: 'Cancel the email change?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the change' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('cancels with one press, signed out, and points to a password reset', async () => {
    const { user } = renderApp({ path: '/cancel-email-change?token=tok-1', mocks: [cancelled] });
    await user.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByText(CANCELLED)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Email change cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset my password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('points a signed-in owner to the password change', async () => {
    const { user } = renderApp({
      path: '/cancel-email-change?token=tok-1',
      session: 'USER',
      // The signed-in account is asked for again once cancelled: it keeps its address.
      mocks: [cancelled, mock({ request: { query: MeQuery }, result: { data: { me: makeUser('USER') } } })],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CANCELLED);
    expect(screen.getByRole('link', { name: 'Change my password' })).toHaveAttribute('href', '/changepassword');
  });

  it('says when there is nothing left to cancel', async () => {
    const { user } = renderApp({ path: '/cancel-email-change?token=tok-1', mocks: [refused] });
    await user.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('heading', { name: 'Nothing to cancel' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to cancel the email change' when the server cannot be reached", async () => {
    const { user } = renderApp({
      path: '/cancel-email-change?token=tok-2',
      mocks: [
        mock({
          request: { query: CancelEmailChangeMutation, variables: { token: 'tok-2' } },
          error: new TypeError('x'),
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cancel the email change');
  });

  it('says a link without its token is incomplete', async () => {
    renderApp({ path: '/cancel-email-change' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is incomplete. Please open the whole link from the mail.',
    );
  });
});
