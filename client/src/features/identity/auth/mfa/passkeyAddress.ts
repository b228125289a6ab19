/**
 * Browsers create and use passkeys only for a site opened by its name: on an IP address (a relying party must be a
 * domain) they refuse, with an error that explains nothing to the learner.
 */
export const openedOnIpAddress = ({ hostname }: Pick<Location, 'hostname'>) =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');

/** A loopback address is the same machine as localhost, where the server accepts passkeys: the page's address there. */
export function onLocalhost(location: Pick<Location, 'href' | 'hostname'>): string | null {
  if (!/^127\./.test(location.hostname) && location.hostname !== '[::1]') return null;
  const local = new URL(location.href);
  local.hostname = 'localhost';
  return local.href;
}
