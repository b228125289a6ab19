import { expect, test } from '@playwright/test';
import { logOut, signUp, turnOnAuthenticatorApp, uniqueEmail } from './support';

/**
 * Passkeys and two-factor sign-in in the browser. WebAuthn refuses an IP address as relying party, so these journeys
 * open the app at localhost (the server derives its RP id 'localhost' from its default 127.0.0.1 PUBLIC_URL).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: `http://localhost:${port}` });

test('a learner adds a passkey on the profile and signs in with it (Chromium virtual authenticator)', async ({
  page,
}) => {
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
});

test('a learner turns on an authenticator app, then signs in with password and code', async ({ page }) => {
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
});
