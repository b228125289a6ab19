import cors from 'cors';
import type { Config } from '../../config';

/** CORS_ORIGINS as browsers spell an Origin header (scheme://host[:port], no path); '*' is never honoured. */
export function allowedOrigins(config: Pick<Config, 'corsOrigins'>): Set<string> {
  const origins = new Set<string>();
  for (const entry of config.corsOrigins) {
    try {
      const { origin } = new URL(entry);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // Not a URL (e.g. '*'): a credentialed wildcard would let any site act as the user, so it is ignored.
    }
  }
  return origins;
}

/**
 * Cross-origin browser clients listed in CORS_ORIGINS may call the API with the session cookie
 * (credentials). Same-origin requests need no configuration; any other origin gets no CORS
 * headers at all, so the browser keeps the response from it.
 */
export function corsPolicy(config: Pick<Config, 'corsOrigins'>) {
  const allowed = allowedOrigins(config);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    maxAge: 600,
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
  });
}
