import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogMock, signedInCatalogueMocks } from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CompleteSsoLinkMutation } from '../mutations/useCompleteSsoLinkMutation';
import { SESSION_KEYS } from '../session/sessionStore';
import { SsoPendingLinkQuery } from './SsoLinkPage';

const pending = (link: { providerId: string; providerName: string; email: string } | null) =>
  mock({
    request: { query: SsoPendingLinkQuery },
    result: { data: { ssoPendingLink: link && { __typename: 'SsoPendingLink', ...link } } },
  });

describe('SsoLinkPage', () => {
  it("asks for the existing account's password, links the provider and signs in", async () => {
    const account = makeUser('USER', { email: 'ada@example.com' });
    const { router, user } = renderApp({
      path: '/login/sso-link',
      mocks: [
        pending({ providerId: 'acme', providerName: 'Acme Workspace', email: 'ada@example.com' }),
        mock({
          request: { query: CompleteSsoLinkMutation, variables: { password: 'secret1!' } },
          result: {
            data: { completeSsoLink: { __typename: 'AuthPayload', message: 'Logged in successfully', user: account } },
          },
        }),
        // The catalogue it signs in to.
        catalogMock({}, []),
        ...signedInCatalogueMocks,
      ],
    });
    expect(
      await screen.findByText(
        'An account with ada@example.com exists: sign in with your password to link Acme Workspace.',
      ),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Sign in and link Acme Workspace' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret1!');
    await user.click(submit);
    expect(await screen.findByText('Your account is linked: you are signed in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBe('true');
  });

  it('says the sign-in expired when nothing is pending in this browser', async () => {
    renderApp({ path: '/login/sso-link', mocks: [pending(null)] });
    expect(await screen.findByText('This sign-in has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
