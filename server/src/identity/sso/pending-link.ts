import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * A provider identity waiting for its account's password (the account with its email existed before): kept in a
 * signed, short-lived cookie, so nothing is stored for sign-ins that are never completed.
 */
export interface PendingLink {
  providerId: string;
  subject: string;
  email: string;
  userId: string;
}

export const PENDING_LINK_SECONDS = 15 * 60;

const keyOf = (appSecret: string) => createHmac('sha256', appSecret).update('sso-pending-link').digest();

export const signPendingLink = (appSecret: string, link: PendingLink) =>
  new SignJWT({ ...link })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('sso-pending-link')
    .setExpirationTime(`${PENDING_LINK_SECONDS}s`)
    .sign(keyOf(appSecret));

export async function readPendingLink(appSecret: string, token: string | undefined): Promise<PendingLink | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(appSecret), {
      algorithms: ['HS256'],
      audience: 'sso-pending-link',
    });
    const { providerId, subject, email, userId } = payload;
    if ([providerId, subject, email, userId].some((value) => typeof value !== 'string')) return null;
    return { providerId, subject, email, userId } as PendingLink;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
