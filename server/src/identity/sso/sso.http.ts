import { type CookieOptions, type Request, type Response, Router } from 'express';
import type { Config } from '../../config';
import { requestScope, sessionClient } from '../../http/rest';
import { domainErrorOf } from '../../shared/errors';
import type { AppDeps } from '../../shared/scope';
import { CHALLENGE_TTL_SECONDS } from '../user/mfa-challenges';
import { sendSessionCookies } from '../user/session-cookies';
import { PENDING_LINK_SECONDS, signPendingLink } from './pending-link';
import { completeSignIn, SSO_FLOW_SECONDS, SsoFailure, startSignIn } from './sso-sign-in.service';

export const SSO_STATE_COOKIE = 'sso_state';
export const SSO_LINK_COOKIE = 'sso_link';
/**
 * The second step's token of a provider sign-in, for an account with a second factor. In an httpOnly cookie rather
 * than the URL: a URL is kept in the history, the address bar and access logs, and would outlive the step there.
 */
export const SSO_SECOND_FACTOR_COOKIE = 'sso_second_factor';
/** Where the client shows the linking step (client/src/features/identity/auth/pages/SsoLinkPage.tsx). */
export const LINK_PAGE = '/login/sso-link';
/**
 * The login page in its second step (client/src/features/identity/auth/mfa/useSsoSecondFactor.ts reads the cookie's
 * step).
 */
export const SECOND_FACTOR_PAGE = '/login?sso=second_factor';

const cookieOptions = (config: Config, maxAgeSeconds: number): CookieOptions => ({
  httpOnly: true,
  // Lax: sent on the provider's top-level redirect back to the callback, not on cross-site subrequests.
  sameSite: 'lax',
  secure: config.production,
  path: '/',
  maxAge: maxAgeSeconds * 1000,
});

/** Binds a flow to the browser that started it: the callback must bring the same state back. */
export const sendFlowStateCookie = (res: Response, config: Config, state: string) =>
  res.cookie(SSO_STATE_COOKIE, state, cookieOptions(config, SSO_FLOW_SECONDS));

/** The second step's token is used up or expired (sso.resolver.ts). */
export const clearSecondFactorCookie = (res: Response, config: Config) =>
  res.clearCookie(SSO_SECOND_FACTOR_COOKIE, cookieOptions(config, 0));

/** After the link is made (sso.resolver.ts): the pending identity is used up. */
export const clearPendingLinkCookie = (res: Response, config: Config) =>
  res.clearCookie(SSO_LINK_COOKIE, cookieOptions(config, 0));

const providerOf = (req: Request) => String((req.params as Record<string, string>).provider);

/**
 * GET /auth/sso/<provider>/start and /callback: the browser's round trip through the provider (authorization code
 * with PKCE, state and nonce). Outside /api and /graphql: these are page navigations, answered with redirects to the
 * client's pages (its error codes on /login?sso_error=…).
 */
export function ssoHttpRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  const { config } = deps;
  const page = (path: string) => `${config.clientUrl}${path}`;

  const failed = (res: Response, error: unknown, linking: boolean) => {
    const failure = error instanceof SsoFailure ? error : null;
    const code = failure?.code ?? (domainErrorOf(error)?.code === 'TOO_MANY_REQUESTS' ? 'rate_limited' : 'failed');
    if (!failure || failure.code === 'failed') deps.logger.warn({ component: 'sso', err: error }, 'sso sign-in failed');
    res.clearCookie(SSO_STATE_COOKIE, cookieOptions(config, 0));
    res.redirect(303, page(`${linking ? '/user/profile' : '/login'}?sso_error=${code}`));
  };

  // Sign-in only: connecting a provider to a signed-in account starts with the startSsoLink mutation instead.
  router.get('/auth/sso/:provider/start', async (req, res) => {
    try {
      const { url, state } = await startSignIn(scope(req), providerOf(req));
      sendFlowStateCookie(res, config, state);
      res.set('Cache-Control', 'no-store').redirect(303, url);
    } catch (error) {
      failed(res, error, false);
    }
  });

  router.get('/auth/sso/:provider/callback', async (req, res) => {
    const queryStart = req.originalUrl.indexOf('?');
    const browserState = (req.cookies as Record<string, string | undefined>)[SSO_STATE_COOKIE];
    try {
      const outcome = await completeSignIn(scope(req), {
        providerId: providerOf(req),
        query: queryStart === -1 ? '' : req.originalUrl.slice(queryStart + 1),
        browserState,
        client: sessionClient(req, config),
      });
      res.clearCookie(SSO_STATE_COOKIE, cookieOptions(config, 0)).set('Cache-Control', 'no-store');
      if (outcome.kind === 'linked') return res.redirect(303, page('/user/profile?sso=linked'));
      if (outcome.kind === 'link_pending') {
        const token = await signPendingLink(config.appSecret, outcome.pending);
        res.cookie(SSO_LINK_COOKIE, token, cookieOptions(config, PENDING_LINK_SECONDS));
        return res.redirect(303, page(LINK_PAGE));
      }
      if (outcome.kind === 'second_factor') {
        const { challengeToken } = outcome.challenge;
        res.cookie(
          SSO_SECOND_FACTOR_COOKIE,
          challengeToken,
          cookieOptions(config, CHALLENGE_TTL_SECONDS.second_factor),
        );
        return res.redirect(303, page(SECOND_FACTOR_PAGE));
      }
      sendSessionCookies(res, config, outcome.session);
      res.redirect(303, page(outcome.created ? '/courses?welcome=1' : '/courses'));
    } catch (error) {
      failed(res, error, Boolean(req.viewer));
    }
  });
  return router;
}
