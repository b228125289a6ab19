import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import {
  authenticated,
  clearSessionCookie,
  crossSiteGuard,
  jsonBody,
  multipartForm,
  requestScope,
  sessionClient,
  textFields,
  uploadedFile,
} from '../../http/rest';
import { unauthenticated } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import { DEFAULT_AVATAR_PATH } from '../../shared/media-urls';
import type { AppDeps } from '../../shared/scope';
import * as accounts from './account.service';
import { avatarUrl } from './avatar';
import { updateProfile } from './profile.service';
import { sendSessionCookies } from './session-cookies';
import { completeSecondFactor, secondFactorPasskeyOptions } from './two-factor.service';
import type { User } from './user.entity';
import {
  ACCOUNT_CREATED_MESSAGE,
  LOGGED_IN_MESSAGE,
  LOGGED_OUT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  SECOND_FACTOR_NEEDED_MESSAGE,
} from './user.messages';
import {
  changePasswordBody,
  loginBody,
  passkeyOptionsBody,
  profileFields,
  registerFields,
  type restUserSchema,
  secondFactorBody,
} from './user.rest-schemas';

/**
 * A user in the spec's spellings (section 3), as user.rest-schemas.ts describes it. `avatar.secure_url` is never
 * null: an account without an avatar gets the default picture (`DEFAULT_AVATAR_PATH`).
 */
export type RestUser = z.output<typeof restUserSchema>;

export async function toRestUser(deps: AppDeps, user: User): Promise<RestUser> {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    // REST clients expect a URL, never null (GraphQL's `avatarUrl` stays null); relative like every media URL.
    avatar: { secure_url: (await avatarUrl(deps, user.avatarKey)) ?? DEFAULT_AVATAR_PATH },
    subscription: { status: user.subscriptionStatus },
  };
}

/** `user/*`: accounts and profile, over the same services (and the same session cookie) as GraphQL. */
export function userRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  const { config } = deps;
  const avatarForm = multipartForm(config, {
    field: 'avatar',
    maxBytes: config.limits.imageBytes,
    text: { fullName: 'short', email: 'short', password: 'short' },
  });

  /** The session's cookies (identity/user/session-cookies.ts), and the user in the spec's envelope. */
  const startSession = async (res: Response, session: accounts.Session, message: string, status = 200) => {
    sendSessionCookies(res, config, session);
    res.status(status).json({ success: true, message, user: await toRestUser(deps, session.user) });
  };

  router.post('/user/register', avatarForm, async (req, res) => {
    await startSession(
      res,
      await accounts.register(
        scope(req),
        textFields(registerFields, req),
        uploadedFile(req),
        sessionClient(req, config),
      ),
      ACCOUNT_CREATED_MESSAGE,
      201,
    );
  });

  router.post('/user/login', jsonBody, async (req, res) => {
    const result = await accounts.login(scope(req), textFields(loginBody, req), sessionClient(req, config));
    if (result.session) return startSession(res, result.session, LOGGED_IN_MESSAGE);
    // A failure for a client that knows nothing of second factors (no session, a message to show); the rest for one that does.
    const { challengeToken, methods, expiresAt } = result.secondFactor;
    res.status(401).json({
      success: false,
      message: SECOND_FACTOR_NEEDED_MESSAGE,
      code: 'UNAUTHENTICATED',
      secondFactor: { challengeToken, methods, expiresAt: expiresAt.toISOString() },
    });
  });

  router.post('/user/login/second-factor', jsonBody, async (req, res) => {
    const fields = textFields(secondFactorBody, req);
    await startSession(
      res,
      await completeSecondFactor(scope(req), fields, sessionClient(req, config)),
      LOGGED_IN_MESSAGE,
    );
  });

  router.post('/user/login/second-factor/passkey-options', jsonBody, async (req, res) => {
    const { challengeToken } = textFields(passkeyOptionsBody, req);
    const options = await secondFactorPasskeyOptions(scope(req), challengeToken);
    res.json({ success: true, options: JSON.parse(options) as Record<string, unknown> });
  });

  router.get('/user/logout', crossSiteGuard(config).sameSiteGet, async (req, res) => {
    await accounts.logout(scope(req));
    clearSessionCookie(res, config);
    res.json({ success: true, message: LOGGED_OUT_MESSAGE });
  });

  router.get('/user/me', async (req, res) => {
    const user = await accounts.currentUser(scope(req));
    if (!user) throw unauthenticated();
    res.json({ success: true, user: await toRestUser(deps, user) });
  });

  // Authentication is checked before the avatar is read; who may update whom is the service's rule.
  router.post('/user/update/:id', authenticated, avatarForm, async (req: Request<{ id: string }>, res) => {
    const input = { userId: knownId(req.params.id, 'User'), ...textFields(profileFields, req) };
    const user = await updateProfile(scope(req), input, uploadedFile(req));
    res.json({ success: true, message: PROFILE_UPDATED_MESSAGE, user: await toRestUser(deps, user) });
  });

  router.post('/user/change-password', authenticated, jsonBody, async (req, res) => {
    const { currentPassword, oldPassword, newPassword } = textFields(changePasswordBody, req);
    const session = await accounts.changePassword(scope(req), {
      currentPassword: currentPassword || oldPassword,
      newPassword,
    });
    sendSessionCookies(res, config, session);
    res.json({ success: true, message: PASSWORD_CHANGED_MESSAGE });
  });

  return router;
}
