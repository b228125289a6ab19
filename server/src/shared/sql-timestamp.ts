import { sql } from 'kysely';

/**
 * A timestamp as PostgreSQL reads it (utcYearStart's text), bound as a parameter for a typed query's comparison with a
 * timestamptz column. Not a JS Date: the driver would write the years past 9999 as '+010000-…', which PostgreSQL
 * refuses.
 */
export const timestampText = (text: string) => sql<Date>`${text}`;
