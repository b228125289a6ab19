import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../config';
import { pageLocale } from './request-locale';

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

/** The trusted-device cookie (identity/user/trusted-devices.ts); kept across logouts on purpose. */
export const deviceCookieName = (config: Config) => (config.production ? '__Host-device' : 'device');

export function setDeviceCookie(res: Response, config: Config, token: string, maxAgeSeconds: number) {
  res.cookie(deviceCookieName(config), token, { ...cookieOptions(config), maxAge: maxAgeSeconds * 1000 });
}

/** What a login records about the client besides its address: its user agent, device token and page language. */
export const sessionClient = (req: Request, config: Config) => ({
  userAgent: req.get('user-agent') ?? null,
  locale: pageLocale(req),
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- a request that cookie-parser has not seen has no cookies
  deviceToken: req.cookies?.[deviceCookieName(config)] as string | undefined,
});
