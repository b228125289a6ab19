import type { Response } from 'express';
import type { Config } from '../../config';
import { setDeviceCookie, setSessionCookie } from '../../http/rest';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './trusted-devices';

/** What the account service hands back when it starts or renews a session. */
export interface SessionCookies {
  token: string;
  maxAgeSeconds: number;
  /** After a login or sign-up only: this browser is now one the account signed in from. */
  deviceToken?: string;
}

/**
 * The one way a session reaches the client, for both transports (GraphQL's `register`, `login`, `changePassword` and
 * their REST routes): the session cookie and, after a login or sign-up, the trusted-device cookie.
 */
export function sendSessionCookies(res: Response, config: Config, session: SessionCookies) {
  setSessionCookie(res, config, session.token, session.maxAgeSeconds);
  if (session.deviceToken) setDeviceCookie(res, config, session.deviceToken, DEVICE_COOKIE_MAX_AGE_SECONDS);
}
