/**
 * The first instant of a UTC year as PostgreSQL reads it. `toISOString()` writes the years after 9999 as
 * '+010000-01-01…', which PostgreSQL refuses (so the end of the year 9999 failed the statement); it reads
 * '10000-01-01T00:00:00Z'.
 */
export const utcYearStart = (year: number) => `${String(year).padStart(4, '0')}-01-01T00:00:00Z`;

/** `[start, end)` of a UTC calendar year, for `column >= ? and column < ?`. */
export const utcYearBounds = (year: number): [string, string] => [utcYearStart(year), utcYearStart(year + 1)];
