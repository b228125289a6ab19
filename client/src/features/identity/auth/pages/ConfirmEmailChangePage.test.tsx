import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { ConfirmEmailChangeMutation } from '../mutations/useConfirmEmailChange';
import { MeQuery } from '../session/documents';

const CHANGED = 'Your email address is now ada@new.example.com.';
const INVALID_LINK = 'This email change link is invalid or has expired. Please ask for a new one.';

const confirmed: Mocks[number] = mock({
  request: { query: ConfirmEmailChangeMutation, variables: { token: 'tok-1' } },
  result: { data: { confirmEmailChange: { __typename: 'ConfirmEmailChangePayload', email: 'ada@new.example.com' } } },
});
const refused: Mocks[number] = mock({
  request: { query: ConfirmEmailChangeMutation, variables: { token: 'tok-1' } },
  result: { errors: [{ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }] },
});

describe('ConfirmEmailChangePage', () => {
  it('changes the email as it opens, and the signed-in session follows the new address', async () => {
    const moved = makeUser('USER', { email: 'ada@new.example.com' });
    const { store } = renderApp({
      path: '/confirm-email-change?token=tok-1',
      session: 'USER',
      mocks: [confirmed, mock({ request: { query: MeQuery }, result: { data: { me: moved } } })],
    });
    expect(await screen.findByText(CHANGED)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Email changed' })).toBeInTheDocument();
    await waitFor(() => expect(store.getSnapshot().data?.email).toBe('ada@new.example.com'));
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/user/profile');
  });

  it('sends a signed-out visitor to log in with the new address', async () => {
    renderApp({ path: '/confirm-email-change?token=tok-1', mocks: [confirmed] });
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    // The page's own link (the header has one too).
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says a used or expired link failed, and where to ask for a new one', async () => {
    renderApp({ path: '/confirm-email-change?token=tok-1', session: 'USER', mocks: [refused] });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('heading', { name: 'Email not changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/user/editprofile');
  });

  it("falls back to 'Failed to change your email' when the server cannot be reached", async () => {
    renderApp({
      path: '/confirm-email-change?token=tok-1',
      mocks: [
        mock({
          request: { query: ConfirmEmailChangeMutation, variables: { token: 'tok-1' } },
          error: new TypeError('x'),
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change your email');
    expect(screen.getByRole('link', { name: 'Log in to ask for a new link' })).toHaveAttribute('href', '/login');
  });

  it('says a link without its token is incomplete', async () => {
    renderApp({ path: '/confirm-email-change' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email change link is incomplete. Please ask for a new one.',
    );
  });
});
