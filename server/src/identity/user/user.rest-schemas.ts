import { z } from 'zod';
import { idParams, type RestOperationDoc, restId, restOperations, successBody } from '../../http/rest';
import { SUBSCRIPTION_STATUSES } from './user.entity';
import {
  ACCOUNT_CREATED_MESSAGE,
  LOGGED_IN_MESSAGE,
  LOGGED_OUT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
} from './user.messages';

/** A user in the spec's spellings (section 3). */
export const restUserSchema = z.object({
  _id: restId(),
  fullName: z.string(),
  email: z.string().meta({ format: 'email' }),
  role: z.enum(['ADMIN', 'USER']),
  avatar: z.object({
    secure_url: z
      .string()
      .describe(
        'Stable URL of the avatar image, relative to the API origin; it never expires. An account without an avatar gets the default picture, /media/default-avatar.svg.',
      ),
  }),
  subscription: z.object({
    status: z.enum(SUBSCRIPTION_STATUSES).describe("'active' means subscribed."),
  }),
});

const PASSWORD_RULE = '6 to 16 characters with a digit and a special character.';
const FULL_NAME_RULE = 'At least 5 characters.';
const IMAGE_TYPES = 'image/jpeg, image/png, image/webp';

export const registerFields = z.object({
  fullName: z.string().describe(FULL_NAME_RULE),
  email: z.string(),
  password: z.string().describe(PASSWORD_RULE),
});
export const loginBody = z.object({ email: z.string(), password: z.string() });
export const secondFactorBody = z.object({
  challengeToken: z.string().describe("The token of login's 401 answer (`secondFactor.challengeToken`)."),
  code: z.string().optional().describe('A 6-digit code of the authenticator app.'),
  recoveryCode: z.string().optional().describe('One of the recovery codes (each works once).'),
  passkeyResponse: z
    .string()
    .optional()
    .describe(
      "The browser's WebAuthn assertion (navigator.credentials.get, as JSON text) for the options of /user/login/second-factor/passkey-options.",
    ),
});
export const passkeyOptionsBody = z.object({
  challengeToken: z.string().describe("The token of login's 401 answer (`secondFactor.challengeToken`)."),
});
export const profileFields = z.object({ fullName: z.string().describe(FULL_NAME_RULE) });
export const changePasswordBody = z.object({
  currentPassword: z.string().optional().describe('The current password (or send it as oldPassword).'),
  oldPassword: z.string().optional().describe('The same as currentPassword, in the other spelling.'),
  newPassword: z.string().describe(PASSWORD_RULE),
});

const withUser = (message: string) => successBody({ message: z.literal(message), user: restUserSchema });

/** How a login ends, in one step or after its second factor: the same answer, the same refusals. */
const LOGGED_IN: Pick<RestOperationDoc, 'responses' | 'errors'> = {
  responses: { 200: { description: 'Logged in; the session cookie is set.', body: withUser(LOGGED_IN_MESSAGE) } },
  errors: [400, 401, 413, 415, 429],
};

/** `user/*` as the OpenAPI document shows it. */
export const userRestOperations = restOperations(
  {
    method: 'post',
    path: '/user/register',
    operationId: 'register',
    summary: 'Create a USER account and log in (sets the session cookie)',
    tag: 'user',
    access: 'public',
    body: { type: 'multipart', fields: registerFields, file: { name: 'avatar', types: IMAGE_TYPES, required: true } },
    responses: {
      201: {
        description: 'Created and logged in; the session cookie is set.',
        body: withUser(ACCOUNT_CREATED_MESSAGE),
      },
    },
    errors: [400, 409, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/user/login',
    operationId: 'login',
    summary: 'Log in (sets the session cookie)',
    tag: 'user',
    access: 'public',
    body: { type: 'json', schema: loginBody },
    ...LOGGED_IN,
  },
  {
    method: 'post',
    path: '/user/login/second-factor',
    operationId: 'loginSecondFactor',
    summary:
      'Finish a login that answered 401 with `secondFactor`: its token and a code, a recovery code or a passkey assertion (sets the session cookie)',
    tag: 'user',
    access: 'public',
    body: { type: 'json', schema: secondFactorBody },
    ...LOGGED_IN,
  },
  {
    method: 'post',
    path: '/user/login/second-factor/passkey-options',
    operationId: 'loginSecondFactorPasskeyOptions',
    summary:
      'The WebAuthn options for finishing a login with a passkey: pass `options` to navigator.credentials.get (single use, short lived), then send the assertion as `passkeyResponse` to /user/login/second-factor',
    tag: 'user',
    access: 'public',
    body: { type: 'json', schema: passkeyOptionsBody },
    responses: {
      200: {
        description: "The options (PublicKeyCredentialRequestOptions in JSON, the account's passkeys allowed).",
        body: successBody({ options: z.record(z.string(), z.unknown()) }),
      },
    },
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: 'get',
    path: '/user/logout',
    operationId: 'logout',
    summary: 'Log out (clears the session cookie)',
    tag: 'user',
    access: 'public',
    responses: { 200: { description: 'Logged out.', body: successBody({ message: z.literal(LOGGED_OUT_MESSAGE) }) } },
    errors: [403],
  },
  {
    method: 'get',
    path: '/user/me',
    operationId: 'me',
    summary: 'The logged-in user',
    tag: 'user',
    access: 'session',
    responses: { 200: { description: 'The user.', body: successBody({ user: restUserSchema }) } },
    errors: [401],
  },
  {
    method: 'post',
    path: '/user/update/{id}',
    operationId: 'updateProfile',
    summary: 'Update a profile: name and avatar (your own; an ADMIN may update anyone)',
    tag: 'user',
    access: 'session',
    params: idParams('The user to update.'),
    body: { type: 'multipart', fields: profileFields, file: { name: 'avatar', types: IMAGE_TYPES, required: true } },
    responses: { 200: { description: 'Updated.', body: withUser(PROFILE_UPDATED_MESSAGE) } },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'post',
    path: '/user/change-password',
    operationId: 'changePassword',
    summary: 'Change the password; every other session ends and this one gets a fresh cookie',
    tag: 'user',
    access: 'session',
    body: { type: 'json', schema: changePasswordBody },
    responses: {
      200: {
        description: 'Changed; the session cookie is renewed.',
        body: successBody({ message: z.literal(PASSWORD_CHANGED_MESSAGE) }),
      },
    },
    errors: [400, 401, 413, 415, 429],
  },
);
