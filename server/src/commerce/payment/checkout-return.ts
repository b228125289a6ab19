import type { Config } from '../../config';
import { allowedOrigins } from '../../http/rest';

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: a developer's own machine. */
const LOOPBACK_HOST = /^(?:(?:[\w-]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** `origin` exactly as a browser spells an Origin header: http(s), scheme://host[:port], nothing more. */
function canonicalOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
  } catch {
    return null;
  }
}

/**
 * The base URL a checkout returns to: the web client that started it, so a client served from its own origin gets
 * its learner back, signed in, on its own success and failure pages. That is the request's Origin when it is one of
 * ours (PUBLIC_URL, CLIENT_URL, CORS_ORIGINS) or, outside production, any loopback origin (a developer's dev
 * server); anything else returns to CLIENT_URL, so no other site can make the provider send a buyer to it.
 */
export function checkoutReturnBase(
  config: Pick<Config, 'publicUrl' | 'clientUrl' | 'corsOrigins' | 'production'>,
  origin: string | undefined,
): string {
  const url = origin === undefined ? null : canonicalOrigin(origin);
  if (!url) return config.clientUrl;
  // CLIENT_URL itself, with its path when it has one.
  if (url.origin === new URL(config.clientUrl).origin) return config.clientUrl;
  const ours = url.origin === new URL(config.publicUrl).origin || allowedOrigins(config).has(url.origin);
  return ours || (!config.production && LOOPBACK_HOST.test(url.hostname)) ? url.origin : config.clientUrl;
}
