import { randomUUID } from 'node:crypto';
import type { TokenPurpose } from '../../../src/identity/user/account-token.entity';
import { issueAccountToken } from '../../../src/identity/user/account-tokens';
import { unsubscribeToken } from '../../../src/identity/user/mail-opt-outs';
import { Passkey } from '../../../src/identity/user/passkey.entity';
import { User } from '../../../src/identity/user/user.entity';
import { createUser, DEFAULT_PASSWORD } from '../../factories';
import { gql } from '../../graphql-client';
import {
  apiKeyRow,
  app,
  ask,
  askWithFile,
  auth,
  byNewAdmin,
  inADay,
  type MatrixArea,
  png,
  pngAt,
  rest,
  rule,
  type Session,
  uniqueEmail,
} from './callers';
import { ADMIN_ONLY, http, OPEN, row, SIGNED_IN } from './outcomes';

/** Someone whose credentials a login sends: the caller themselves, or a fresh account. */
const account = async (who: Session) => who.user ?? (await createUser(app)).user;

/** The token a right password earns for an account with a second factor (a passkey, stored as registered). */
async function secondFactorToken(): Promise<string> {
  const { user } = await createUser(app);
  const em = app.orm.em.fork();
  em.create(Passkey, { user: user.id, name: 'Matrix key', credentialId: randomUUID(), publicKey: 'AA' });
  await em.flush();
  const answer = await gql<{ login: { secondFactor: { challengeToken: string } } }>(
    app,
    'mutation Login($input: LoginInput!) { login(input: $input) { secondFactor { challengeToken } } }',
    { input: { email: user.email, password: DEFAULT_PASSWORD } },
  );
  return answer.data!.login.secondFactor.challengeToken;
}

/** A token as the mail would carry it, for this account. */
async function mailedToken(user: User, purpose: TokenPurpose) {
  const em = app.orm.em.fork();
  const newEmail = purpose === 'email_change' ? uniqueEmail() : undefined;
  const token = issueAccountToken(em, app.deps.clock.now(), em.getReference(User, user.id), purpose, newEmail);
  await em.flush();
  return token;
}

/** A provider's fields with an id no other case uses (nothing signs in through it: the issuer is never reached). */
const ssoProviderFields = () => ({
  id: `matrix-${randomUUID().slice(0, 8)}`,
  name: 'Matrix SSO',
  issuer: 'https://sso.example.com',
  clientId: 'matrix',
  clientSecret: 'matrix-secret',
  allowedDomains: [],
  disablePasswordForDomains: [],
});
/** A provider an admin added, to update or delete. */
async function ssoProviderRow() {
  const fields = ssoProviderFields();
  await byNewAdmin('mutation CreateSso($input: SsoProviderInput!) { createSsoProvider(input: $input) { id } }', {
    input: fields,
  });
  return fields;
}

const NEW_PASSWORD = 'Fresh-pass7!';

const unsubscribeTokenOfSomeone = async () =>
  unsubscribeToken(app.config.appSecret, (await createUser(app)).user.id, 'DISCUSSION_ANSWERS');

/** Signing up and in, sessions, second factors, single sign-on, the caller's own account, API keys and mail links. */
export const accountRows: MatrixArea = {
  graphql: {
    // Null for an anonymous caller rather than an error: the client asks it to learn who is logged in.
    'Query.me': rule(OPEN, (who) => ask(who, 'query Me { me { id } }')),
    // The caller's own data (GraphQL has no way to address another account's).
    'Query.exportMyData': rule(SIGNED_IN, (who) => ask(who, 'query ExportMyData { exportMyData { filename json } }')),
    // The caller's own sessions (GraphQL has no way to address another account's).
    // The caller's own weekly goal: every signed-in caller may keep one.
    'Query.weeklyGoal': rule(SIGNED_IN, (who) => ask(who, 'query Goal { weeklyGoal { streakWeeks } }')),
    'Mutation.setWeeklyGoal': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Set { setWeeklyGoal(minutes: 60) { weeklyMinutes } }'),
    ),
    'Query.mySessions': rule(SIGNED_IN, (who) => ask(who, 'query MySessions { mySessions { id device current } }')),
    // The admin's list of accounts, with each one's payments and progress (ADMIN-only fields too).
    'Query.users': rule(ADMIN_ONLY, (who) =>
      ask(
        who,
        'query Users { users(first: 5) { totalCount edges { cursor node { id paymentSummary { count } courseProgress { percent } } } } }',
      ),
    ),
    'Query.contactMessages': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query ContactMessages { contactMessages(first: 5) { totalCount edges { cursor node { id } } } }'),
    ),
    'Mutation.login': rule(OPEN, async (who) =>
      ask(who, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
        input: { email: (await account(who)).email, password: DEFAULT_PASSWORD },
      }),
    ),
    'Mutation.logout': rule(OPEN, (who) => ask(who, 'mutation Logout { logout { success } }')),
    'Mutation.register': rule(OPEN, (who) =>
      askWithFile(
        who,
        'mutation Register($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { token } }',
        { input: { fullName: 'Matrix Newcomer', email: uniqueEmail(), password: NEW_PASSWORD }, avatar: null },
        pngAt('variables.avatar'),
      ),
    ),
    // Mailed-token operations: the token is the credential, whoever (if anyone) is signed in.
    'Mutation.requestPasswordReset': rule(OPEN, async (who) =>
      ask(who, 'mutation RequestReset($email: String!) { requestPasswordReset(email: $email) { success } }', {
        email: (await account(who)).email,
      }),
    ),
    'Mutation.resetPassword': rule(OPEN, async (who) =>
      ask(
        who,
        'mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) { success } }',
        {
          token: await mailedToken(await account(who), 'password_reset'),
          password: NEW_PASSWORD,
        },
      ),
    ),
    // The caller's own address, with the caller's password (GraphQL has no way to address another account's).
    'Mutation.requestEmailChange': rule(SIGNED_IN, (who) =>
      ask(
        who,
        'mutation RequestEmailChange($email: String!, $password: String!) { requestEmailChange(newEmail: $email, password: $password) { success } }',
        { email: uniqueEmail(), password: DEFAULT_PASSWORD },
      ),
    ),
    'Mutation.confirmEmailChange': rule(OPEN, async (who) =>
      ask(who, 'mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { success } }', {
        token: await mailedToken(await account(who), 'email_change'),
      }),
    ),
    // Mailed links: whoever holds the token, signed in or not.
    'Mutation.cancelEmailChange': rule(OPEN, async (who) =>
      ask(who, 'mutation CancelEmailChange($token: String!) { cancelEmailChange(token: $token) { success } }', {
        token: await mailedToken(await account(who), 'email_change_cancel'),
      }),
    ),
    'Mutation.resendVerification': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Resend { resendVerification { success } }'),
    ),
    'Mutation.verifyEmail': rule(OPEN, async (who) =>
      ask(who, 'mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { success } }', {
        token: await mailedToken(await account(who), 'email_verification'),
      }),
    ),
    'Mutation.changePassword': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token } }', {
        input: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
      }),
    ),
    // The caller's own account, with its password; an ADMIN may go while another ADMIN remains (every admin case here
    // signs in a new one).
    'Mutation.deleteAccount': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation DeleteAccount($password: String!) { deleteAccount(password: $password) { success } }', {
        password: DEFAULT_PASSWORD,
      }),
    ),
    // The caller's own profile (GraphQL has no way to address another user's).
    'Mutation.setLocale': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Locale($locale: String) { setLocale(locale: $locale) { id } }', { locale: 'hi' }),
    ),
    'Mutation.updateProfile': rule(SIGNED_IN, (who) =>
      askWithFile(
        who,
        'mutation UpdateProfile($fullName: String!, $avatar: Upload) { updateProfile(fullName: $fullName, avatar: $avatar) { id } }',
        { fullName: 'Renamed Learner', avatar: null },
        pngAt('variables.avatar'),
      ),
    ),
    // A learner's devices, as an admin's learner details list them and sign one out.
    'Query.learnerSessions': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'query Devices($id: ID!) { learnerSessions(userId: $id) { id } }', {
        id: (await createUser(app)).user.id,
      }),
    ),
    'Mutation.revokeLearnerSession': rule(ADMIN_ONLY, async (who) => {
      const { user } = await createUser(app);
      const { sessionId } = await app.deps.sessions.issue(user);
      return ask(who, 'mutation SignOut($u: ID!, $s: ID!) { revokeLearnerSession(userId: $u, sessionId: $s) { id } }', {
        u: user.id,
        s: sessionId,
      });
    }),
    'Mutation.revokeOtherSessions': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation RevokeOthers { revokeOtherSessions { success } }'),
    ),
    // One of the caller's own sessions; another account's is NOT_FOUND (sessions.int.test.ts).
    'Mutation.revokeSession': rule(SIGNED_IN, async (who) =>
      ask(who, 'mutation Revoke($id: ID!) { revokeSession(id: $id) { success } }', {
        id: (await app.deps.sessions.issue(await account(who))).sessionId,
      }),
    ),
    // Passkeys and two-factor sign-in: the account's own factors need a session; each call sends what a
    // caller would, and the refusals after the session check are the service's (no challenge, nothing to turn off).
    'Mutation.passkeyRegistrationOptions': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation RegOptions { passkeyRegistrationOptions }'),
    ),
    'Mutation.registerPasskey': rule(
      row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
      (who) =>
        ask(who, 'mutation Register($r: String!) { registerPasskey(response: $r, name: "Key") { id } }', { r: '{}' }),
    ),
    'Mutation.renamePasskey': rule(row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'mutation Rename($id: ID!) { renamePasskey(id: $id, name: "Key") { id } }', { id: randomUUID() }),
    ),
    'Mutation.removePasskey': rule(row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'mutation Remove($id: ID!) { removePasskey(id: $id) { success } }', { id: randomUUID() }),
    ),
    'Mutation.passkeyLoginOptions': rule(OPEN, (who) => ask(who, 'mutation LoginOptions { passkeyLoginOptions }')),
    // An answer no authenticator signed: refused whoever sends it.
    'Mutation.loginWithPasskey': rule(
      row('BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
      (who) => ask(who, 'mutation PasskeyLogin($r: String!) { loginWithPasskey(response: $r) { token } }', { r: '{}' }),
    ),
    // The second step: the token a right password earned is the credential, whoever holds it.
    'Mutation.secondFactorPasskeyOptions': rule(OPEN, async (who) =>
      ask(who, 'mutation SecondOptions($t: String!) { secondFactorPasskeyOptions(challengeToken: $t) }', {
        t: await secondFactorToken(),
      }),
    ),
    'Mutation.completeSecondFactor': rule(
      row('UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED'),
      async (who) =>
        ask(
          who,
          'mutation Complete($input: CompleteSecondFactorInput!) { completeSecondFactor(input: $input) { token } }',
          { input: { challengeToken: await secondFactorToken(), recoveryCode: 'AAAAA-AAAAA' } },
        ),
    ),
    'Mutation.enableTotp': rule(SIGNED_IN, (who) => ask(who, 'mutation EnableTotp { enableTotp { uri } }')),
    'Mutation.confirmTotp': rule(row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'), (who) =>
      ask(who, 'mutation ConfirmTotp { confirmTotp(code: "000000") { codes } }'),
    ),
    'Mutation.disableTotp': rule(row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'), (who) =>
      ask(who, 'mutation DisableTotp { disableTotp { success } }'),
    ),
    'Mutation.regenerateRecoveryCodes': rule(
      row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
      (who) => ask(who, 'mutation Regenerate { regenerateRecoveryCodes { codes } }'),
    ),
    'Mutation.reauthenticationPasskeyOptions': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation ReauthOptions { reauthenticationPasskeyOptions }'),
    ),
    'Mutation.reauthenticate': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Reauth($input: ReauthenticateInput!) { reauthenticate(input: $input) { success } }', {
        input: { password: DEFAULT_PASSWORD },
      }),
    ),
    // Single sign-on: the buttons' list and this browser's pending link and second step are public (null without their
    // cookie, and completing the link then has nothing to complete); unlinking is the caller's own link (none: NOT_FOUND).
    'Query.ssoProviders': rule(OPEN, (who) => ask(who, 'query SsoProviders { ssoProviders { id name } }')),
    'Query.ssoPendingLink': rule(OPEN, (who) => ask(who, 'query SsoPendingLink { ssoPendingLink { providerName } }')),
    'Query.ssoSecondFactor': rule(OPEN, (who) => ask(who, 'query SsoSecondFactor { ssoSecondFactor { methods } }')),
    'Mutation.completeSsoLink': rule(
      row('BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
      (who) =>
        ask(who, 'mutation Link($password: String!) { completeSsoLink(password: $password) { token } }', {
          password: DEFAULT_PASSWORD,
        }),
    ),
    // Linking starts from the caller's own recently authenticated session (no such provider here: NOT_FOUND).
    'Mutation.startSsoLink': rule(row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'mutation StartLink($id: ID!) { startSsoLink(providerId: $id) }', { id: 'acme' }),
    ),
    'Mutation.unlinkSso': rule(row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'mutation Unlink($id: ID!) { unlinkSso(providerId: $id) }', { id: 'acme' }),
    ),
    'Query.ssoProviderConfigs': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query SsoConfigs { ssoProviderConfigs { id source } }'),
    ),
    'Mutation.createSsoProvider': rule(ADMIN_ONLY, (who) =>
      ask(who, 'mutation CreateSso($input: SsoProviderInput!) { createSsoProvider(input: $input) { id } }', {
        input: ssoProviderFields(),
      }),
    ),
    'Mutation.updateSsoProvider': rule(ADMIN_ONLY, async (who) => {
      const { id, ...input } = await ssoProviderRow();
      return ask(
        who,
        'mutation UpdateSso($id: ID!, $input: SsoProviderInput!) { updateSsoProvider(id: $id, input: $input) { id } }',
        {
          id,
          input: { ...input, id, name: 'Matrix SSO, renamed' },
        },
      );
    }),
    'Mutation.deleteSsoProvider': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation DeleteSso($id: ID!) { deleteSsoProvider(id: $id) }', { id: (await ssoProviderRow()).id }),
    ),
    'Mutation.submitContact': rule(OPEN, (who) =>
      ask(who, 'mutation Contact($input: ContactInput!) { submitContact(input: $input) { success } }', {
        input: { name: 'Ada', email: uniqueEmail(), message: 'Who may call what?' },
      }),
    ),
    // A mailed unsubscribe link: the token is the credential, whoever (if anyone) is signed in.
    'Mutation.setMailSubscription': rule(OPEN, async (who) =>
      ask(
        who,
        'mutation Unsubscribe($token: String!) { setMailSubscription(token: $token, subscribed: false) { subscribed } }',
        { token: await unsubscribeTokenOfSomeone() },
      ),
    ),
    'Query.apiKeys': rule(ADMIN_ONLY, (who) => ask(who, 'query ApiKeys { apiKeys { id } }')),
    'Mutation.createApiKey': rule(ADMIN_ONLY, (who) =>
      ask(who, 'mutation CreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }', {
        input: { name: 'Matrix key', scopes: ['catalog:read'], expiresAt: inADay() },
      }),
    ),
    'Mutation.revokeApiKey': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation RevokeKey($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', {
        id: (await apiKeyRow(['catalog:read'])).id,
      }),
    ),
  },
  rest: {
    'GET /openapi.json': rule(http(OPEN), (who) => rest.get('/openapi.json', auth(who))),
    'POST /user/register': rule(http(OPEN, 201), (who) =>
      rest.form(
        'POST',
        '/user/register',
        { fullName: 'Matrix Newcomer', email: uniqueEmail(), password: NEW_PASSWORD },
        png('avatar'),
        auth(who),
      ),
    ),
    'POST /user/login': rule(http(OPEN), async (who) =>
      rest.json('POST', '/user/login', { email: (await account(who)).email, password: DEFAULT_PASSWORD }, auth(who)),
    ),
    // A wrong code for a genuine second-factor token: 401 whoever sends it.
    'POST /user/login/second-factor': rule(
      http(row('UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED')),
      async (who) =>
        rest.json(
          'POST',
          '/user/login/second-factor',
          { challengeToken: await secondFactorToken(), code: '000000' },
          auth(who),
        ),
    ),
    // The token a right password earned is the credential, whoever holds it.
    'POST /user/login/second-factor/passkey-options': rule(http(OPEN), async (who) =>
      rest.json(
        'POST',
        '/user/login/second-factor/passkey-options',
        { challengeToken: await secondFactorToken() },
        auth(who),
      ),
    ),
    'GET /user/logout': rule(http(OPEN), (who) => rest.get('/user/logout', auth(who))),
    // Unlike GraphQL's `me`, REST answers an anonymous caller 401.
    'GET /user/me': rule(http(SIGNED_IN), (who) => rest.get('/user/me', auth(who))),
    // Addressed at ANOTHER user's profile: only an ADMIN may edit someone else's (own profiles: see below).
    'POST /user/update/{id}': rule(http(ADMIN_ONLY), async (who) => {
      const other = (await createUser(app)).user;
      return rest.form('POST', `/user/update/${other.id}`, { fullName: 'Renamed Learner' }, png('avatar'), auth(who));
    }),
    'POST /user/change-password': rule(http(SIGNED_IN), (who) =>
      rest.json(
        'POST',
        '/user/change-password',
        { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
        auth(who),
      ),
    ),
    'POST /contact': rule(http(OPEN), (who) =>
      rest.json('POST', '/contact', { name: 'Ada', email: uniqueEmail(), message: 'Who may call what?' }, auth(who)),
    ),
    // One-click unsubscribe (RFC 8058): mail clients POST the signed token, signed in or not.
    'POST /mail/unsubscribe': rule(http(OPEN), async (who) =>
      rest.post(`/mail/unsubscribe?token=${encodeURIComponent(await unsubscribeTokenOfSomeone())}`, auth(who)),
    ),
  },
};
