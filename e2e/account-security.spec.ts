import { type Browser, type Page } from '@playwright/test';
import { startOidcTestProvider, TEST_CLIENT } from '../server/test/oidc-test-provider';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  ADMIN,
  adminApi,
  inNewBrowser,
  logIn,
  logOut,
  openAccountMenu,
  signUp,
  turnOnAuthenticatorApp,
  uniqueEmail,
} from './support';

/**
 * Single sign-on through a real OpenID provider (oidc-provider on 127.0.0.1, its development login form) that an
 * admin adds on the providers screen: a new learner signs in with it, turns on an authenticator app and then gives its
 * code after the provider too, and an existing account links after its password. The provider is removed at the end,
 * and by the API if the journey stopped before, so other journeys' login pages (and a retry's) are as before.
 */
const PROVIDER = { id: `e2e-${Date.now().toString(36)}`, name: 'Local ID' };

let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;

test.beforeAll(async ({ baseURL }) => {
  provider = await startOidcTestProvider([`${baseURL}/auth/sso/${PROVIDER.id}/callback`]);
});
test.afterAll(() => provider.close());
test.afterEach(async ({ baseURL }) => {
  const { api, query } = await adminApi(baseURL!);
  const { ssoProviderConfigs } = await query<{ ssoProviderConfigs: { id: string }[] }>('{ ssoProviderConfigs { id } }');
  if (ssoProviderConfigs.some((config) => config.id === PROVIDER.id)) {
    await query('mutation ($id: ID!) { deleteSsoProvider(id: $id) }', { id: PROVIDER.id });
  }
  await api.dispose();
});

async function signInAtProvider(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: `Continue with ${PROVIDER.name}` }).click();
  // The provider's own page, on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('provider-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function asNewBrowser(browser: Browser, journey: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await journey(await context.newPage());
  } finally {
    await context.close();
  }
}

test('learners secure their accounts: a passkey, an authenticator app, and single sign-on with a second factor', async ({
  browser,
}) => {
  test.setTimeout(bound(300_000));
  await test.step('a learner adds a passkey on the profile and signs in with it (Chromium virtual authenticator)', () =>
    inNewBrowser(browser, async (page) => {
      // A platform authenticator with resident keys and user verification, as a phone or laptop has.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });

      const user = { fullName: 'Passkey Penelope', email: uniqueEmail('penelope'), password: 'passkey-1!' };
      await signUp(page, user);
      await page.goto('/user/profile#security');
      const security = page.getByRole('region', { name: 'Security' });
      await expect(security.getByText('No passkeys yet.')).toBeVisible();
      await security.getByLabel('New passkey name').fill('E2E laptop');
      await security.getByRole('button', { name: 'Add a passkey' }).click();
      const passkeys = security.getByRole('list', { name: 'Your passkeys' });
      await expect(passkeys.getByText('E2E laptop')).toBeVisible();
      await expect(security.getByText('Two-factor on')).toBeVisible();

      // Renamed in place.
      await security.getByRole('button', { name: 'Rename E2E laptop' }).click();
      await security.getByLabel('Passkey name', { exact: true }).fill('Work laptop');
      await security.getByRole('button', { name: 'Save' }).click();
      await expect(passkeys.getByText('Work laptop')).toBeVisible();

      // The login page also asks for a passkey through autofill (conditional mediation), which the virtual authenticator
      // answers by itself while it simulates presence: off until the page is checked, or it signs in before the click.
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
      await logOut(page);
      await page.goto('/login');
      await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
      const button = page.getByRole('button', { name: 'Sign in with a passkey' });
      await expect(button).toBeVisible();
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
      // The autofill request still pending may now sign in first and leave the page under the click: either way it is
      // this passkey, and the sign-in lands on the home page.
      await button.click({ timeout: 5_000 }).catch(() => undefined);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      // One discoverable credential on the authenticator, its counter moved by the sign-in.
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
      expect(credentials[0]!.signCount).toBeGreaterThan(0);
    }));
  await test.step('a learner turns on an authenticator app, then signs in with password and code', () =>
    inNewBrowser(browser, async (page) => {
      const user = { fullName: 'Totp Tobias', email: uniqueEmail('tobias'), password: 'authapp-1!' };
      await signUp(page, user);
      await page.goto('/user/profile#security');
      const security = page.getByRole('region', { name: 'Security' });
      const codeAt = await turnOnAuthenticatorApp(security);

      await logOut(page);
      await page.goto('/login');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
      await page.getByLabel('Authentication code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
      // The code that turned it on was this time step's: the next one signs in.
      await page.getByLabel('Authentication code').fill(codeAt(30));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    }));
  await test.step('an admin adds a provider; learners sign in with it (then with their second factor), and an existing account links with its password', () =>
    inNewBrowser(browser, async (page) => {
      // Four sign-ins and a sign-up, each hashing a password; 60 s was not enough on a loaded machine.
      await logIn(page, ADMIN.email, ADMIN.password);
      const menu = await openAccountMenu(page);
      await menu.getByRole('menuitem', { name: 'Single sign-on' }).click();
      await expect(page).toHaveURL(/\/admin\/sso$/);
      await page.getByRole('textbox', { name: 'Provider id', exact: true }).fill(PROVIDER.id);
      await page.getByRole('textbox', { name: 'Button name', exact: true }).fill(PROVIDER.name);
      await page.getByRole('textbox', { name: 'Issuer URL', exact: true }).fill(provider.issuer);
      await page.getByRole('textbox', { name: 'Client id', exact: true }).fill(TEST_CLIENT.clientId);
      await page.getByLabel('Client secret', { exact: true }).fill(TEST_CLIENT.clientSecret);
      await page.getByRole('button', { name: 'Add provider' }).click();
      const row = page.getByRole('listitem').filter({ hasText: PROVIDER.id });
      await expect(row).toContainText(provider.issuer);
      await expect(row).toContainText(`/auth/sso/${PROVIDER.id}/callback`);

      // A newcomer: the provider vouches for the address, the account is made and signed in.
      const newcomer = uniqueEmail('sso-newcomer');
      await asNewBrowser(browser, async (learner) => {
        await signInAtProvider(learner, newcomer);
        await expect(learner).toHaveURL(/\/courses\?welcome=1$/);
        await learner.goto('/user/profile');
        await expect(learner.locator('#main').getByText(newcomer).first()).toBeVisible();
        const links = learner.getByRole('region', { name: 'Single sign-on' });
        await expect(links.getByRole('listitem').filter({ hasText: PROVIDER.name })).toContainText('Connected');

        // With an authenticator app on, the provider is the first factor only: the login page asks for the code.
        const security = learner.getByRole('region', { name: 'Security' });
        const codeAt = await turnOnAuthenticatorApp(security);
        await learner.context().clearCookies();
        await signInAtProvider(learner, newcomer);
        await expect(learner).toHaveURL(/\/login\?sso=second_factor$/);
        await expect(learner.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
        expect((await learner.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
        // No page of the app sends its address on as a Referer.
        const shell = await learner.request.get('/login?sso=second_factor');
        expect(shell.headers()['referrer-policy']).toBe('no-referrer');
        await learner.getByLabel('Authentication code').fill('000000');
        await learner.getByRole('button', { name: 'Verify' }).click();
        await expect(
          learner.getByText('That code is not right. Check your authenticator app and try again.'),
        ).toBeVisible();
        // The code that turned it on was this time step's: the next one signs in.
        await learner.getByLabel('Authentication code').fill(codeAt(30));
        await learner.getByRole('button', { name: 'Verify' }).click();
        await expect(learner).toHaveURL(/\/courses$/);
        await expect(learner.getByRole('button', { name: 'Account menu' })).toBeVisible();
      });

      // An account with a password: the provider's sign-in stops at the linking step until the password is given.
      const owner = { fullName: 'Grace Hopper', email: uniqueEmail('sso-owner'), password: 'compiler1952!' };
      await asNewBrowser(browser, async (learner) => {
        await signUp(learner, owner);
        await learner.context().clearCookies();
        await signInAtProvider(learner, owner.email);
        await expect(learner).toHaveURL(/\/login\/sso-link$/);
        await expect(learner.getByText(`An account with ${owner.email} exists`)).toBeVisible();
        await learner.getByLabel('Password').fill(owner.password);
        await learner.getByRole('button', { name: `Sign in and link ${PROVIDER.name}` }).click();
        await expect(learner).toHaveURL(/\/courses$/);
        // Signed out, the provider alone signs the account in now.
        await learner.context().clearCookies();
        await signInAtProvider(learner, owner.email);
        await expect(learner).toHaveURL(/\/courses$/);
        const account = await openAccountMenu(learner);
        await expect(account.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      });

      await row.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(row).toHaveCount(0);
    }));
});
