import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SsoSecondFactorQueryQuery } from '../../../../gql/graphql';
import { translator } from '../../../../i18n/i18n';
import { checkoutPageMock } from '../../../../test/checkoutFixtures';
import {
  catalogMock,
  coursePageMocks,
  homePageMocks,
  makeCourse,
  renderWithCourse,
  signedInCatalogueMocks,
} from '../../../../test/courseFixtures';
import { makeUser, noSsoProviders } from '../../../../test/fixtures';
import { lectures, renderLectureScreen } from '../../../../test/lectureScreen';
import { type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { showScreensIn } from '../../../../test/showScreensIn';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { CompleteSecondFactorMutation } from '../mfa/documents';
import { SsoSecondFactorQuery } from '../mfa/useSsoSecondFactor';
import { LoginMutation } from '../mutations/useLoginMutation';
import { SESSION_KEYS } from '../session/sessionStore';

async function renderLogin(mocks: Mocks = []) {
  const view = renderApp({ path: '/login', mocks: [...mocks, noSsoProviders] });
  await screen.findByRole('heading', { name: 'Login Page' });
  const login = async (email: string, password: string) => {
    if (email) await view.user.type(screen.getByLabelText('Email'), email);
    if (password) await view.user.type(screen.getByLabelText('Password'), password);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
  };
  return { ...view, login };
}

const input = { email: 'ada@example.com', password: 'secret1!' };

/** The server takes `code` for the challenge `challengeToken` and signs `user` in. */
const secondFactorAccepted = (challengeToken: string, code: string, user: ReturnType<typeof makeUser>) =>
  mock({
    request: { query: CompleteSecondFactorMutation, variables: { input: { challengeToken, code } } },
    result: { data: { completeSecondFactor: { __typename: 'AuthPayload', message: 'Logged in successfully', user } } },
  });

/** The server takes the password and asks for a second factor: `methods` under `challengeToken`. */
const passwordAccepted = (challengeToken: string, methods: string[]) =>
  mock({
    request: { query: LoginMutation, variables: { input } },
    result: {
      data: {
        login: {
          __typename: 'LoginPayload',
          message: 'Your password is right.',
          user: null,
          secondFactor: { __typename: 'SecondFactorChallenge', challengeToken, methods },
        },
      },
    },
  });

describe('LoginPage', () => {
  it('asks an account with two-factor sign-in for its code, then signs in', async () => {
    const learner = makeUser('USER');
    const { login, router, user } = await renderLogin([
      passwordAccepted('tok-1', ['totp', 'recovery_code']),
      secondFactorAccepted('tok-1', '123456', learner),
      ...homePageMocks,
    ]);
    await login(input.email, input.password);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).not.toBe('true');
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBe('true');
  });

  it('asks an account whose only second factor is a passkey for the passkey, and for no code', async () => {
    const { login } = await renderLogin([passwordAccepted('tok-2', ['passkey'])]);
    await login(input.email, input.password);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    expect(screen.getByText('Use the passkey you saved for this account.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Recovery code')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it("requires email and password with 'Please fill all the details'", async () => {
    const { login } = await renderLogin();
    await login('', '');
    expect(await screen.findAllByText('Please fill all the details')).toHaveLength(2);
  });

  it('requires the password when only the email is given', async () => {
    const { login } = await renderLogin();
    await login('ada@example.com', '');
    expect(await screen.findAllByText('Please fill all the details')).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('links to the signup page', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  it('logs in, stores { isLoggedIn, role, data } and goes to /', async () => {
    const admin = makeUser('ADMIN');
    const { login, router } = await renderLogin([
      mock({
        request: { query: LoginMutation, variables: { input } },
        result: {
          data: {
            login: { __typename: 'LoginPayload', message: 'Logged in successfully', user: admin, secondFactor: null },
          },
        },
      }),
      ...homePageMocks,
    ]);
    await login(input.email, input.password);
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBe('true');
    expect(window.localStorage.getItem(SESSION_KEYS.role)).toBe('ADMIN');
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEYS.data) ?? '{}')).toMatchObject({ email: admin.email });
  });

  it("shows the server's error message on failure and stays on the page", async () => {
    const { login, router, store } = await renderLogin([
      mock({
        request: { query: LoginMutation, variables: { input } },
        result: { errors: [{ message: 'Email or password does not match', extensions: { code: 'UNAUTHENTICATED' } }] },
      }),
    ]);
    await login(input.email, input.password);
    expect(await screen.findByText('Email or password does not match')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getSnapshot().isLoggedIn).toBe(false);
  });

  it("falls back to 'Failed to log in' when the server gives no message", async () => {
    const { login } = await renderLogin([
      mock({ request: { query: LoginMutation, variables: { input } }, error: new TypeError('Failed to fetch') }),
    ]);
    await login(input.email, input.password);
    expect(await screen.findByText('Failed to log in')).toBeInTheDocument();
  });
});

describe('LoginPage in Hindi', () => {
  showScreensIn('hi');

  it('says in Hindi that the sign-in failed when the server gives no message', async () => {
    const t = translator.getFixedT('hi', 'auth');
    const { user } = renderApp({
      path: '/login',
      mocks: [
        mock({ request: { query: LoginMutation, variables: { input } }, error: new TypeError('Failed to fetch') }),
        noSsoProviders,
      ],
    });
    await screen.findByRole('heading', { name: t('login.heading') });
    await user.type(screen.getByLabelText(t('fields.email')), input.email);
    await user.type(screen.getByLabelText(t('fields.password')), input.password);
    await user.click(screen.getByRole('button', { name: t('login.submit') }));
    expect(await screen.findByText('लॉग इन नहीं हो सका')).toBeInTheDocument();
    expect(screen.queryByText('Failed to log in')).not.toBeInTheDocument();
  });
});

describe('LoginPage: back to the page that was wanted', () => {
  const learner = makeUser('USER');
  const loginMock: Mocks[number] = mock({
    request: { query: LoginMutation, variables: { input } },
    result: {
      data: {
        login: { __typename: 'LoginPayload', message: 'Logged in successfully', user: learner, secondFactor: null },
      },
    },
  });
  const logIn = async (user: ReturnType<typeof renderApp>['user']) => {
    await screen.findByRole('heading', { name: 'Login Page' });
    await user.type(screen.getByLabelText('Email'), input.email);
    await user.type(screen.getByLabelText('Password'), input.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
  };

  it('goes back to /checkout after a logged-out visitor pressed Subscribe', async () => {
    const { user, router } = await renderWithCourse('/course/description', makeCourse(), {
      session: null,
      mocks: [loginMock, noSsoProviders, ...coursePageMocks(), checkoutPageMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("keeps the wanted page's navigation state (the course of the lecture screen)", async () => {
    const { user, router } = await renderLectureScreen('/course/displaylecture', makeCourse(), {
      session: null,
      mocks: [loginMock, noSsoProviders, lectures],
    });
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/displaylecture'));
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-react' } });
  });

  it('follows a same-site ?next= path and passes it on to the signup link', async () => {
    const { user, router } = renderApp({
      path: '/login?next=%2Fuser%2Fprofile%3Ftab%3D1',
      mocks: [
        loginMock,
        noSsoProviders,
        mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
        ...profileSectionsMocks(),
      ],
    });
    await screen.findByRole('heading', { name: 'Login Page' });
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fuser%2Fprofile%3Ftab%3D1',
    );
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
    expect(router.state.location.search).toBe('?tab=1');
  });

  it.each(['//evil.example/checkout', 'https://evil.example/', '/\\evil.example', 'checkout', '/login'])(
    'ignores the unsafe or looping ?next=%s and goes to /',
    async (next) => {
      const { user, router } = renderApp({
        path: `/login?next=${encodeURIComponent(next)}`,
        mocks: [loginMock, noSsoProviders, ...homePageMocks],
      });
      await logIn(user);
      expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );
});

describe('LoginPage: the second step of a provider sign-in', () => {
  const pending = (ssoSecondFactor: SsoSecondFactorQueryQuery['ssoSecondFactor']) =>
    mock({ request: { query: SsoSecondFactorQuery }, result: { data: { ssoSecondFactor } } });

  it('asks an account with two-factor sign-in for its code after the provider, then goes to /courses', async () => {
    const learner = makeUser('USER');
    const { router, user } = renderApp({
      path: '/login?sso=second_factor',
      mocks: [
        noSsoProviders,
        pending({
          __typename: 'SecondFactorChallenge',
          challengeToken: 'sso-tok',
          methods: ['totp', 'passkey', 'recovery_code'],
          expiresAt: '2030-01-01T00:10:00.000Z',
        }),
        secondFactorAccepted('sso-tok', '654321', learner),
        catalogMock({}, []),
        ...signedInCatalogueMocks,
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).not.toBe('true');
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    expect(window.localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBe('true');
  });

  it('says the sign-in expired when no second step waits any more, and shows the login form', async () => {
    const { router } = renderApp({ path: '/login?sso=second_factor', mocks: [pending(null), noSsoProviders] });
    expect(await screen.findByText('That sign-in expired or was already used. Please try again.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sso_error=expired');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
