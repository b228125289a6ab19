import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResendVerificationMutationMutation } from '../../../../gql/graphql';
import { catalogMock, homePageMocks, signedInCatalogueMocks } from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { ResendVerificationMutation } from '../mutations/useResendVerificationMutation';
import { VerifyEmailMutation } from '../mutations/useVerifyEmail';
import { MeQuery } from '../session/documents';

const CONFIRMED = 'Thank you: your email is confirmed.';
const INVALID_LINK = 'This confirmation link is invalid or has expired. Please ask for a new one.';
const unverified = makeUser('USER', { emailVerified: false });

const verified = (token = 'tok-1'): Mocks[number] =>
  mock({
    request: { query: VerifyEmailMutation, variables: { token } },
    result: { data: { verifyEmail: { __typename: 'VerifyEmailPayload', email: 'ada@example.com' } } },
  });
const refused: Mocks[number] = mock({
  request: { query: VerifyEmailMutation, variables: { token: 'tok-1' } },
  result: { errors: [{ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }] },
});
const meAgain = (emailVerified: boolean): Mocks[number] =>
  mock({
    request: { query: MeQuery },
    result: { data: { me: { ...unverified, emailVerified } } },
  });
const banner = () => screen.queryByRole('region', { name: 'Email confirmation' });

describe('VerifyEmailPage', () => {
  it('confirms the email as it opens and says so', async () => {
    renderApp({ path: '/verify-email?token=tok-1', mocks: [verified()] });
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore courses' })).toHaveAttribute('href', '/courses');
  });

  it('refreshes a signed-in `me`, so the session says emailVerified and the banner goes', async () => {
    const { store, router } = renderApp({
      path: '/verify-email?token=tok-1',
      session: unverified,
      mocks: [verified(), meAgain(true)],
    });
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    await waitFor(() => expect(store.getSnapshot().data?.emailVerified).toBe(true));
    expect(JSON.parse(window.localStorage.getItem('data') ?? '{}')).toMatchObject({ emailVerified: true });
    act(() => router.navigate('/about'));
    expect(await screen.findByRole('region', { name: 'Our mentors' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it("says a used or expired link failed and offers a signed-in account 'Send a new link'", async () => {
    const sent = 'We have sent you a new confirmation link.';
    const { user } = renderApp({
      path: '/verify-email?token=tok-1',
      session: unverified,
      mocks: [
        refused,
        mock({
          request: { query: ResendVerificationMutation },
          result: { data: { resendVerification: { __typename: 'ResendVerificationPayload', sent: true } } },
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('heading', { name: 'Email not confirmed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
  });

  it('confirms a token once: opened again (or mounted twice, as StrictMode does), the page shows the first outcome', async () => {
    const { router } = renderApp({ path: '/verify-email?token=tok-1', mocks: [verified()] });
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    act(() => router.navigate('/about'));
    expect(await screen.findByRole('region', { name: 'Our mentors' })).toBeInTheDocument();
    act(() => router.navigate('/verify-email?token=tok-1'));
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to log in for a new link', async () => {
    renderApp({ path: '/verify-email?token=tok-1', mocks: [refused] });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Log in to get a new link' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('tells a signed-in account whose email is confirmed already that it is, instead of offering a link', async () => {
    renderApp({ path: '/verify-email?token=tok-1', session: 'USER', mocks: [refused] });
    expect(await screen.findByText('Your email address is already confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to confirm your email' when the server cannot be reached", async () => {
    renderApp({
      path: '/verify-email?token=tok-1',
      mocks: [
        mock({ request: { query: VerifyEmailMutation, variables: { token: 'tok-1' } }, error: new TypeError('x') }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to confirm your email');
  });

  it('says a link without its token is incomplete', async () => {
    renderApp({ path: '/verify-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is incomplete. Please ask for a new one.',
    );
  });
});

/** The unconfirmed account on `path` (its page's requests in `pageMocks`), the server answering a resend with `result`. */
const renderBanner = (
  path: string,
  result: MockLink.MockedResponse<ResendVerificationMutationMutation>['result'],
  pageMocks: Mocks,
) =>
  renderApp({
    path,
    session: unverified,
    mocks: [mock({ request: { query: ResendVerificationMutation }, result }), ...pageMocks],
  });

/** The server's answer to a resend: whether it sent a link (none to an address confirmed meanwhile). */
const resent = (sent: boolean) => ({
  data: { resendVerification: { __typename: 'ResendVerificationPayload' as const, sent } },
});

describe('the email confirmation banner', () => {
  it("reminds a signed-in account with an unconfirmed email, and 'Resend link' mails a new one", async () => {
    const sent = 'We have sent you a new confirmation link.';
    const { user } = renderBanner('/courses', resent(true), [catalogMock({}, []), ...signedInCatalogueMocks]);
    const region = await screen.findByRole('region', { name: 'Email confirmation' });
    expect(region).toHaveTextContent('Confirm your email address: we sent a link to ada@example.com.');
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
  });

  it('says so when the address was confirmed meanwhile, and nothing was sent', async () => {
    const { user } = renderBanner('/', resent(false), homePageMocks);
    await user.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('Your email is already confirmed.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a resend (too many requests)", async () => {
    const { user } = renderBanner(
      '/',
      { errors: [{ message: 'Too many attempts.', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
      homePageMocks,
    );
    await user.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
  });

  it('is not shown to a confirmed account, nor to a visitor', async () => {
    renderApp({ path: '/about', session: 'USER' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    renderApp({ path: '/about' });
    expect(banner()).not.toBeInTheDocument();
  });
});
