import { notFound } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string) => UUID.test(id);

/**
 * Ids are UUIDs; anything else cannot name a row, so it is NOT_FOUND here rather than a
 * PostgreSQL cast error (which would surface as an internal error).
 */
export function knownId(id: string, what: string): string {
  if (!isUuid(id)) throw notFound(what);
  return id.toLowerCase();
}
