import { isIP } from 'node:net';
import type { Config } from '../../config';

/**
 * The relying party, from PUBLIC_URL: its host is the RP id and its origin the one assertions must come from.
 * Browsers refuse an IP address as RP id, so a server reached at 127.0.0.1 (development, tests) names itself
 * 'localhost' and accepts the same port on localhost too.
 */
export function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  if (!isIP(url.hostname.replace(/^\[|\]$/g, ''))) return { id: url.hostname, origins: [url.origin] };
  const local = new URL(url);
  local.hostname = 'localhost';
  return { id: 'localhost', origins: [url.origin, local.origin] };
}
