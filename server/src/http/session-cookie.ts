import type { CookieOptions, Response } from 'express';
import type { Config } from '../config';

/** `__Host-` makes browsers refuse the cookie unless it is Secure, host-only and Path=/. */
export const sessionCookieName = (config: Config) => (config.production ? '__Host-token' : 'token');

const cookieOptions = (config: Config): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.production,
  path: '/',
});

export function setSessionCookie(res: Response, config: Config, token: string, maxAgeSeconds: number) {
  res.cookie(sessionCookieName(config), token, { ...cookieOptions(config), maxAge: maxAgeSeconds * 1000 });
}

export function clearSessionCookie(res: Response, config: Config) {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
}
